import { asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { DashboardRange, DashboardWidget, Traveler } from '@packlight/api-types';
import type { Db } from '../db/index.ts';
import { orders, partners, refunds, riders, travelers, users } from '../db/schema/index.ts';
import { travelerItems } from '../travelers/list.ts';

/**
 * An order counts as a sale once it reached the traveler (Completed or Delivered, any case):
 * Revenue is the sum of these, and a partner's total sales its share of it.
 */
const isSale = sql`lower(${orders.status}) in ('completed', 'delivered')`;

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** Where a dashboard period starts: its number of days, or 12 calendar months, before now. */
export function rangeStart(range: DashboardRange, now = new Date()): Date {
  const start = new Date(now);
  if (range === '12m') start.setUTCMonth(start.getUTCMonth() - 12);
  else start.setUTCDate(start.getUTCDate() - Number.parseInt(range, 10));
  return start;
}

/**
 * GET /dashboard/states: the stat widgets, counted live in one round trip. Pending Orders are the
 * ones waiting for a rider, as the orders list's Pending tab (D43). The labels are what
 * the app links on (Active Partners, Pending Orders, Active Riders). Revenue is preformatted
 * text, as the widget shows it: every sale, or with `range` the sales of orders placed in it.
 */
export async function statWidgets(db: Db, range?: DashboardRange): Promise<DashboardWidget[]> {
  const sold = range ? sql`${isSale} and ${orders.createdAt} >= ${rangeStart(range)}` : isSale;
  const [row] = await db
    .select({
      travelers: sql<number>`(select count(*) from ${travelers} where ${travelers.deletedAt} is null)::int`,
      activePartners: sql<number>`(select count(*) from ${partners} where ${partners.status} = 'Active')::int`,
      pendingOrders: sql<number>`(select count(*) from ${orders} where lower(${orders.status}) = 'pending' and ${orders.riderId} is null)::int`,
      activeRiders: sql<number>`(select count(*) from ${riders} where ${riders.status} = 'Active')::int`,
      revenueCents: sql<number>`(select coalesce(sum(${orders.totalCents}), 0) from ${orders} where ${sold})::bigint`,
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

const topPartnerCount = 5;

/**
 * GET /dashboard/topPartners: the five active partners with the highest total sales (ties: oldest
 * id). Sales are the kept figure the partner list and profile show (D11, D45); a suspended or
 * pending partner is not ranked.
 */
export async function topPartners(db: Db) {
  const rows = await db
    .select({ partner: partners, owner: users, salesCents: partners.salesCents })
    .from(partners)
    .innerJoin(users, eq(users.id, partners.userId))
    .where(eq(partners.status, 'Active'))
    .orderBy(desc(partners.salesCents), asc(partners.id))
    .limit(topPartnerCount);
  return rows.map(({ partner, owner, salesCents: cents }) => ({
    id: partner.id,
    name: owner.name,
    email: owner.email,
    phone: owner.phone,
    profile_photo: owner.profilePhoto,
    business_name: partner.businessName,
    category: partner.category,
    location: partner.location,
    address: partner.address,
    status: partner.status,
    created_at: partner.createdAt.toISOString(),
    total_sales: Number(cents) / 100,
    average_rating: partner.averageRating,
    reviews_count: partner.reviewsCount,
  }));
}

/** The Travelers Overview table beside the five top partners. */
const recentTravelerCount = 5;

/** GET /dashboard/travelers: the newest travelers, as the travelers list shows them. */
export async function recentTravelers(db: Db): Promise<Traveler[]> {
  const newest = await db
    .select({ id: travelers.id })
    .from(travelers)
    .where(isNull(travelers.deletedAt))
    .orderBy(desc(travelers.createdAt), desc(travelers.id))
    .limit(recentTravelerCount);
  return travelerItems(
    db,
    newest.map((row) => row.id),
  );
}
