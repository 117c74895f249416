import { sql } from 'drizzle-orm';
import { jsonObject, type JsonPart } from '../db/json-text.ts';
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

/** The traveler's orders as the list carries them (the app shows their count). */
const orderSummary = jsonObject({
  id: orders.id,
  status: orders.status,
  created_at: orders.createdAt,
});
const ordersOfTraveler = sql`from ${orders} where ${orders.travelerId} = ${travelers.id}`;
const orderSummaries: JsonPart = {
  json: sql`coalesce((
    select json_agg(${orderSummary.json} order by ${orders.id}) ${ordersOfTraveler}
  ), '[]'::json)`,
  // concat() skips the null of a traveler without orders: '[]'.
  text: sql`concat('[', (
    select string_agg(${orderSummary.text}, ',' order by ${orders.id}) ${ordersOfTraveler}
  ), ']')`,
};

/**
 * A traveler of the list (`travelerSchema`) built by the database as JSON, over `travelers`
 * joined to its `users` row. Postgres writes 100,000 rows of JSON several times faster than the
 * driver turns as many result rows into objects, which is what keeps the full list quick.
 */
export const travelerListItem: JsonPart = jsonObject({
  id: travelers.id,
  name: displayName,
  email: users.email,
  phone: users.phone,
  country: travelers.country,
  profile_photo: users.profilePhoto,
  status: travelers.status,
  order: orderSummaries,
  last_active: travelers.lastActiveAt,
});
