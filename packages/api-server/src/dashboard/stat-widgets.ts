import { sql } from 'drizzle-orm';
import type { DashboardWidget } from '@packlight/api-types';
import type { Db } from '../db/index.ts';
import { orders, partners, refunds, riders, travelers } from '../db/schema/index.ts';
import { isSale } from './sales.ts';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/**
 * GET /dashboard/states: the stat widgets, counted live in one round trip. The labels are what
 * the app links on (Active Partners, Pending Orders, Active Riders). Revenue is preformatted
 * text, as the widget shows it.
 */
export async function statWidgets(db: Db): Promise<DashboardWidget[]> {
  const [row] = await db
    .select({
      travelers: sql<number>`(select count(*) from ${travelers})::int`,
      activePartners: sql<number>`(select count(*) from ${partners} where ${partners.status} = 'Active')::int`,
      pendingOrders: sql<number>`(select count(*) from ${orders} where lower(${orders.status}) = 'pending')::int`,
      activeRiders: sql<number>`(select count(*) from ${riders} where ${riders.status} = 'Active')::int`,
      revenueCents: sql<number>`(select coalesce(sum(${orders.totalCents}), 0) from ${orders} where ${isSale})::bigint`,
      openRefunds: sql<number>`(select count(*) from ${refunds} where ${refunds.status} = 'Pending')::int`,
    })
    .from(sql`(select 1) as one`);
  if (!row) throw new Error('The dashboard counts returned no row');
  return [
    { label: 'Total Travelers', value: row.travelers },
    { label: 'Active Partners', value: row.activePartners },
    { label: 'Pending Orders', value: row.pendingOrders },
    { label: 'Active Riders', value: row.activeRiders },
    { label: 'Revenue', value: usd.format(Number(row.revenueCents) / 100) },
    { label: 'Open Refunds', value: row.openRefunds },
  ];
}
