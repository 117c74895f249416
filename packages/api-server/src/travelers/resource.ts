import { sql } from 'drizzle-orm';
import type { Traveler } from '@packlight/api-types';
import { orders, refunds, travelers, users } from '../db/schema/index.ts';

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

/** The columns a listed traveler shows, over `travelers` joined to its `users` row. */
export const travelerListColumns = {
  id: travelers.id,
  name: displayName,
  email: users.email,
  phone: users.phone,
  country: travelers.country,
  profilePhoto: users.profilePhoto,
  status: travelers.status,
  version: travelers.version,
  lastActiveAt: travelers.lastActiveAt,
};

/** A row of `travelerListColumns`. */
export interface TravelerListRow {
  id: number;
  name: string | null;
  email: string | null;
  phone: string | null;
  country: string | null;
  profilePhoto: string | null;
  status: Traveler['status'];
  version: number;
  lastActiveAt: Date | null;
}

/** One of the traveler's orders as the list carries them (the app shows their count). */
export interface TravelerOrderRow {
  id: number;
  status: string;
  createdAt: Date;
}

/** A traveler of the list (`travelerSchema`), with its orders oldest first. */
export function travelerResource(
  row: TravelerListRow,
  orders: readonly TravelerOrderRow[],
): Traveler {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    country: row.country,
    profile_photo: row.profilePhoto,
    status: row.status,
    version: row.version,
    order: orders.map((order) => ({
      id: order.id,
      status: order.status,
      created_at: order.createdAt.toISOString(),
    })),
    last_active: row.lastActiveAt?.toISOString() ?? null,
  };
}
