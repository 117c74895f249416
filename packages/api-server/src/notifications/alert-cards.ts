import { and, count, eq, inArray, isNull, lte, max, min, sql } from 'drizzle-orm';
import type { AlertCard } from '@packlight/api-types';
import type { Db } from '../db/index.ts';
import { orders, partners, products, refunds, riders, supportTickets } from '../db/schema/index.ts';

const needsAction = '#F79009';
const allClear = '#12B76A';
const insuranceWarningDays = 30;

interface Tally {
  n: number;
  at: Date | string | null;
}

/** What one card counts, and the date it shows (the newest case; the soonest expiry). */
async function tallies(db: Db, now: Date) {
  const soon = new Date(now.getTime() + insuranceWarningDays * 86_400_000)
    .toISOString()
    .slice(0, 10);
  const tally = (rows: Tally[]): Tally => rows[0] ?? { n: 0, at: null };
  const [applications, unassigned, refundRequests, tickets, productsToReview, insurance] =
    await Promise.all([
      db
        .select({ n: count(), at: max(partners.createdAt) })
        .from(partners)
        .where(eq(partners.status, 'Pending')),
      db
        .select({ n: count(), at: max(orders.createdAt) })
        .from(orders)
        .where(and(sql`lower(${orders.status}) = 'pending'`, isNull(orders.riderId))),
      db
        .select({ n: count(), at: max(refunds.requestedAt) })
        .from(refunds)
        .where(eq(refunds.status, 'Pending')),
      db
        .select({ n: count(), at: max(supportTickets.createdAt) })
        .from(supportTickets)
        .where(inArray(supportTickets.status, ['Pending', 'In Progress'])),
      db
        .select({ n: count(), at: max(products.createdAt) })
        .from(products)
        .where(eq(products.status, 'Pending')),
      db
        .select({ n: count(), at: min(riders.insuranceExpireDate) })
        .from(riders)
        .where(and(eq(riders.status, 'Active'), lte(riders.insuranceExpireDate, soon))),
    ]);
  return {
    applications: tally(applications),
    unassigned: tally(unassigned),
    refundRequests: tally(refundRequests),
    tickets: tally(tickets),
    productsToReview: tally(productsToReview),
    insurance: tally(insurance),
  };
}

function card(id: string, label: string, description: string, { n, at }: Tally): AlertCard {
  return {
    id,
    label,
    value: n,
    description: n > 0 ? description : 'Nothing waiting',
    descriptionColor: n > 0 ? needsAction : allClear,
    date: at instanceof Date ? at.toISOString() : at,
  };
}

/**
 * GET /notifications/latest: the Alerts Panel, six cards (two rows of three) of what waits for an
 * administrator, counted live.
 */
export async function alertCards(db: Db, now: Date): Promise<AlertCard[]> {
  const t = await tallies(db, now);
  return [
    card('partner-applications', 'Partner Applications', 'Waiting for review', t.applications),
    card(
      'orders-without-rider',
      'Orders Without Rider',
      'Pending, no rider assigned',
      t.unassigned,
    ),
    card('refund-requests', 'Refund Requests', 'Waiting for a decision', t.refundRequests),
    card('open-tickets', 'Open Support Tickets', 'Pending or in progress', t.tickets),
    card('products-to-review', 'Products to Review', 'Waiting for approval', t.productsToReview),
    card(
      'rider-insurance',
      'Rider Insurance',
      `Expired or expiring within ${insuranceWarningDays} days`,
      t.insurance,
    ),
  ];
}
