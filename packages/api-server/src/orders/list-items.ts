import { eq, sql } from 'drizzle-orm';
import { alias, type PgSelect } from 'drizzle-orm/pg-core';
import type { Order } from '@packlight/api-types';
import type { Db } from '../db/index.ts';
import { jsonBatchColumns, keptJsonBatches } from '../db/json-batch.ts';
import {
  centsAsDollars,
  float8SpelledAsJs,
  isoMoment,
  jsonObject,
  nullWhen,
} from '../db/json-text.ts';
import { idsInOrder, preparedOnce } from '../db/rows-by-ids.ts';
import { orders, partners, riders, travelers, users } from '../db/schema/index.ts';

const travelerUser = alias(users, 'traveler_user');
const partnerUser = alias(users, 'partner_user');
const riderUser = alias(users, 'rider_user');

/**
 * An order of the list (`orderResource` in queries.ts, the same fields in the same order) built
 * by the database as JSON. The driver reads one JSON value per batch several times faster than
 * it turns 5,000 rows of thirty columns into objects (3.4 of the 8 s of the whole list at 100k).
 */
const orderListItem = jsonObject({
  id: orders.id,
  status: orders.status,
  created_at: isoMoment(orders.createdAt),
  eta: orders.eta,
  subtotal: centsAsDollars(orders.subtotalCents),
  discount: centsAsDollars(orders.discountCents),
  shipping: centsAsDollars(orders.shippingCents),
  total_price: centsAsDollars(orders.totalCents),
  items_count: orders.itemsCount,
  contact_name: orders.contactName,
  contact_phone: orders.contactPhone,
  rider: nullWhen(
    sql`${riders.id} is null or ${riderUser.id} is null`,
    jsonObject({
      id: riders.id,
      rider_id: riders.riderCode,
      name: riderUser.name,
      first_name: riderUser.firstName,
      last_name: riderUser.lastName,
      email: riderUser.email,
      phone: riderUser.phone,
      profile_photo: riderUser.profilePhoto,
      vehicle_type: riders.vehicleType,
      latitude: riders.latitude,
      longitude: riders.longitude,
    }),
  ),
  traveler_name: travelerUser.name,
  partner_name: sql`coalesce(${partners.businessName}, ${partnerUser.name})`,
  rider_name: riderUser.name,
  traveler_photo: travelerUser.profilePhoto,
  partner_photo: partnerUser.profilePhoto,
});

/**
 * Whether the batch's text is spelled as JSON.stringify would spell it: the money is whole cents
 * over 100, between 1e-4 and 1e15 when not 0, where both write the same digits; a rider's
 * coordinates are any float8.
 */
const spelledAsJs = sql`${float8SpelledAsJs(riders.latitude)} and ${float8SpelledAsJs(
  riders.longitude,
)}`;

/** The rows query, built once per database: building its JSON fragments costs more than a small page. */
const itemsQueries = new WeakMap<Db, ReturnType<typeof prepareItemsQuery>>();

/** Orders of an array of ids (`ids`) with the people on them; `page.n` is each id's place. */
function withPeople<Q extends PgSelect>(query: Q) {
  return query
    .innerJoin(orders, sql`${orders.id} = page.id`)
    .innerJoin(travelers, eq(travelers.id, orders.travelerId))
    .innerJoin(travelerUser, eq(travelerUser.id, travelers.userId))
    .innerJoin(partners, eq(partners.id, orders.partnerId))
    .innerJoin(partnerUser, eq(partnerUser.id, partners.userId))
    .leftJoin(riders, eq(riders.id, orders.riderId))
    .leftJoin(riderUser, eq(riderUser.id, riders.userId));
}

function prepareItemsQuery(db: Db) {
  return withPeople(
    db
      .select({
        items: sql<Order[]>`coalesce(json_agg(${orderListItem.json} order by page.n), '[]'::json)`,
      })
      .from(idsInOrder)
      .$dynamic(),
  ).prepare('order_list_items');
}

/** The list rows of the given orders, in that order. */
export async function orderListItems(db: Db, ids: readonly number[]): Promise<Order[]> {
  if (ids.length === 0) return [];
  const query = preparedOnce(db, itemsQueries, prepareItemsQuery);
  const [result] = await query.execute({ ids: `{${ids.join(',')}}` });
  return result?.items ?? [];
}

/**
 * The same rows as the JSON text of a whole list's batch; one with a coordinate Postgres spells
 * otherwise (5e-05 for 0.00005) is written as JSON.stringify writes it.
 */
export const orderListJson = keptJsonBatches('order_list_json', (db) =>
  withPeople(db.select(jsonBatchColumns(orderListItem, spelledAsJs)).from(idsInOrder).$dynamic()),
);
