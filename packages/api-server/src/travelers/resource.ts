import { sql } from 'drizzle-orm';
import type { Traveler } from '@packlight/api-types';
import { orders, refunds, travelers, users } from '../db/schema/index.ts';
import type { travelerShownRows } from './list.ts';

// These fragments go into queries over travelers joined to users: drizzle qualifies column names
// ("orders"."id") only in queries with a join, and the correlated subqueries below need that.

/** The name a person is shown by: `name`, else first and last name. */
export const displayName = sql<
  string | null
>`coalesce(${users.name}, nullif(concat_ws(' ', ${users.firstName}, ${users.lastName}), ''))`;

/**
 * What a traveler spent, in cents: the totals of orders that were not cancelled, less the refunds
 * paid out on them.
 */
export const spentCents = sql<number>`(
  coalesce((select sum(${orders.totalCents}) from ${orders}
    where ${orders.travelerId} = ${travelers.id} and lower(${orders.status}) <> 'cancelled'), 0)
  - coalesce((select sum(${refunds.amountCents}) from ${refunds}
    join ${orders} on ${orders.id} = ${refunds.orderId}
    where ${orders.travelerId} = ${travelers.id} and ${refunds.status} = 'Processed'), 0)
)::int`;

/** A traveler as the list reads it (`travelerShown`). */
export type TravelerShown = Awaited<ReturnType<typeof travelerShownRows>>[number];

/** One of the traveler's orders as the list carries them (the app shows their count). */
export interface TravelerOrderRow {
  id: number;
  status: string;
  createdAt: Date;
}

/** A traveler of the list (`travelerSchema`), with its orders oldest first. */
export function travelerResource(
  shown: TravelerShown,
  orders: readonly TravelerOrderRow[],
): Traveler {
  return {
    ...shown,
    order: orders.map((order) => ({
      id: order.id,
      status: order.status,
      created_at: order.createdAt.toISOString(),
    })),
    last_active: shown.last_active?.toISOString() ?? null,
  };
}
