import { and, asc, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import { regions, type ListQuery } from '@packlight/api-types';
import type { Db } from '../db/index.ts';
import { jsonBatchColumns, keptJsonBatches } from '../db/json-batch.ts';
import {
  complaint,
  float8SpelledAsJs,
  isoMoment,
  jsonObject,
  type JsonPart,
} from '../db/json-text.ts';
import { idsInOrder } from '../db/rows-by-ids.ts';
import { orders, riderDocuments, riderRegions, riders, users } from '../db/schema/index.ts';
import {
  amongIds,
  indexedSortOrder,
  inIdOrder,
  lookedUp,
  searchTextWhere,
  statusWhere,
} from '../http/list-query.ts';
import { answerList } from '../http/streamed-list.ts';
import { orderSummaries } from '../orders/summaries.ts';
import { riderResource, type RiderRecord } from './resource.ts';

/** How many of the rider's orders match `condition`. */
const riderOrderCount = (condition: SQL) => sql<number>`(
  select count(*)::int from ${orders}
  where ${orders.riderId} = ${riders.id} and ${condition})`;

/** A rider's regions and order counts, beside the rider's and account's columns. */
const regionsAndCounts = {
  regions: sql<string | null>`(
    select string_agg(${riderRegions.region}, ',') from ${riderRegions}
    where ${riderRegions.riderId} = ${riders.id})`,
  // An order the rider has not finished is one they still carry: counted by triggers on
  // orders (migration 0008), with the same rule.
  current: riders.currentOrdersCount,
  delivered: riderOrderCount(sql`${orders.status} in ('Delivered', 'Completed')`),
  cancelled: riderOrderCount(sql`${orders.status} = 'Cancelled'`),
};

function selectRiders(db: Db) {
  return db
    .select({ rider: riders, user: users, ...regionsAndCounts })
    .from(riders)
    .innerJoin(users, eq(users.id, riders.userId))
    .$dynamic();
}

// Only the columns a listed rider shows: whole rows would also read the rider's and the
// account's stored search text and search pieces (migration 0008), 1-3 kB a row, for every row
// of a whole list.
const shownColumns = {
  rider: {
    id: riders.id,
    riderCode: riders.riderCode,
    address: riders.address,
    latitude: riders.latitude,
    longitude: riders.longitude,
    status: riders.status,
    availabilityStatus: riders.availabilityStatus,
    vehicleType: riders.vehicleType,
    vehicleName: riders.vehicleName,
    licensePlate: riders.licensePlate,
    licenseStatus: riders.licenseStatus,
    insuranceExpireDate: riders.insuranceExpireDate,
    averageRating: riders.averageRating,
    reviewsCount: riders.reviewsCount,
    averageDeliveryMinutes: riders.averageDeliveryMinutes,
    latestComplaint: riders.latestComplaint,
    createdAt: riders.createdAt,
  },
  user: {
    name: users.name,
    firstName: users.firstName,
    lastName: users.lastName,
    email: users.email,
    phone: users.phone,
    profilePhoto: users.profilePhoto,
  },
  ...regionsAndCounts,
};

/** A loaded row as the resource takes it: the regions split, the counts named. */
const toRecord = <R, U>(row: {
  rider: R;
  user: U;
  regions: string | null;
  current: number;
  delivered: number;
  cancelled: number;
}) => ({
  rider: row.rider,
  user: row.user,
  regions: row.regions ? row.regions.split(',') : [],
  currentOrders: row.current,
  deliveredOrders: row.delivered,
  cancelledOrders: row.cancelled,
});

// The regions are written into the statement as literals: plain words only.
if (!regions.every((region) => /^[A-Za-z ]+$/.test(region))) {
  throw new Error('A region name is not a plain word');
}
const regionsInOrder = sql.raw(`array[${regions.map((region) => `'${region}'`).join(', ')}]`);

/** The rider's regions in the order the form offers them (`orderedRegions`). */
const offeredRegions = (aggregate: SQL) => sql`(
  select ${aggregate} from unnest(${regionsInOrder}::text[]) with ordinality as offered(region, n)
  where exists (select from ${riderRegions}
    where ${riderRegions.riderId} = ${riders.id} and ${riderRegions.region} = offered.region))`;
const assignedRegions: JsonPart = {
  json: sql`coalesce(${offeredRegions(sql`json_agg(offered.region order by offered.n)`)}, '[]'::json)`,
  // concat() skips the null of a rider without regions: '[]'.
  text: sql`concat('[', ${offeredRegions(
    sql`string_agg(to_json(offered.region)::text, ',' order by offered.n)`,
  )}, ']')`,
};

/** The insurance as `riderResource` says it, as of the statement's `today` (YYYY-MM-DD). */
const insurance = sql`case
  when ${riders.insuranceExpireDate} is null then null
  when ${riders.insuranceExpireDate}::text >= ${sql.placeholder('today')} then 'Valid'
  else 'Expired' end`;

/** A rider of the list (`riderResource`, the same fields in the same order) as JSON text. */
const riderListItem = jsonObject({
  id: riders.id,
  rider_id: riders.riderCode,
  name: users.name,
  first_name: users.firstName,
  last_name: users.lastName,
  email: users.email,
  phone: users.phone,
  profile_photo: users.profilePhoto,
  address: riders.address,
  latitude: riders.latitude,
  longitude: riders.longitude,
  status: riders.status,
  availability_status: riders.availabilityStatus,
  assigned_region: assignedRegions,
  vehicle_type: riders.vehicleType,
  vehicle_name: riders.vehicleName,
  license_plate: riders.licensePlate,
  license_status: riders.licenseStatus,
  insurance_expire_date: riders.insuranceExpireDate,
  insurance,
  rating: riders.averageRating,
  average_rating: riders.averageRating,
  reviews_count: riders.reviewsCount,
  average_delivery_time: sql`${riders.averageDeliveryMinutes} || ' min'`,
  current_assigned_orders: regionsAndCounts.current,
  delivered_orders_count: regionsAndCounts.delivered,
  cancelled_orders_count: regionsAndCounts.cancelled,
  latest_complaint: complaint(riders.latestComplaint),
  created_at: isoMoment(riders.createdAt),
});

/** Whether the rider's float8 columns are spelled as JavaScript spells them. */
const riderSpelledAsJs = sql`${float8SpelledAsJs(riders.latitude)} and ${float8SpelledAsJs(
  riders.longitude,
)} and ${float8SpelledAsJs(riders.averageRating)}`;

/** A whole list's batch of riders as JSON text, in the order of `ids`, insured as of `today`. */
const riderListJson = keptJsonBatches('rider_list_json', (db) =>
  db
    .select(jsonBatchColumns(riderListItem, riderSpelledAsJs))
    .from(idsInOrder)
    .innerJoin(riders, sql`${riders.id} = page.id`)
    .innerJoin(users, eq(users.id, riders.userId)),
);

/** `?sort=` names; name and email are the rider's users columns, read through their index. */
const sortable = {
  id: riders.id,
  rider_id: riders.riderCode,
  name: users.name,
  email: users.email,
  rating: riders.averageRating,
  status: riders.status,
  availability_status: riders.availabilityStatus,
  current_assigned_orders: riders.currentOrdersCount,
  created_at: riders.createdAt,
};

/** The same sorts for a search's collected matches: each match's user read by its id. */
const matchSortable = {
  ...sortable,
  name: lookedUp(users.name, users.id, riders.userId),
  email: lookedUp(users.email, users.id, riders.userId),
};

/**
 * GET /riders: searched on name, email and rider id. The list's Status filter offers Online and
 * Offline while the rider's own status is Active or Suspended; `?status=` matches either.
 */
export async function listRiders(db: Db, query: ListQuery, today: string) {
  const where = and(
    // The riders list searches name, email and rider id, the assign-rider table name, email and
    // phone (docs/product/part-2.md §5): one list call serves both.
    searchTextWhere(query, riders.searchText),
    or(statusWhere(query, riders.status), statusWhere(query, riders.availabilityStatus)),
  );
  const newestFirst = [desc(riders.createdAt), desc(riders.id)];
  const order = indexedSortOrder(query, sortable, riders.id, newestFirst);
  const userSort = query.sort === 'name' || query.sort === 'email';
  const pick = {
    table: riders,
    id: riders.id,
    where,
    joins: userSort ? sql`join ${users} on ${users.id} = ${riders.userId}` : undefined,
    order,
    ...(userSort && {
      matchOrder: indexedSortOrder(query, matchSortable, riders.id, newestFirst),
      collectColumns: sql`${riders.id}, ${riders.userId}`,
    }),
  };
  const load = async (ids: number[]) => {
    if (ids.length === 0) return [];
    const rows = await db
      .select(shownColumns)
      .from(riders)
      .innerJoin(users, eq(users.id, riders.userId))
      .where(amongIds(riders.id, ids));
    return inIdOrder(ids, rows, (row) => row.rider.id).map((row) =>
      riderResource(toRecord(row), today),
    );
  };
  return answerList(db, query, pick, load, (ids) => riderListJson(db, ids, { today }));
}

/** A rider with account, regions and counts, or null for an unknown id. */
export async function findRider(db: Db, id: number): Promise<RiderRecord | null> {
  const [row] = await selectRiders(db).where(eq(riders.id, id));
  return row ? toRecord(row) : null;
}

export async function riderDocumentRows(db: Db, riderId: number) {
  return db
    .select()
    .from(riderDocuments)
    .where(eq(riderDocuments.riderId, riderId))
    .orderBy(asc(riderDocuments.id));
}

/** GET /riders/{id}: the rider with licence images and delivered orders; null when unknown. */
export async function riderDetail(db: Db, id: number, today: string) {
  const record = await findRider(db, id);
  if (!record) return null;
  const [documents, order] = await Promise.all([
    riderDocumentRows(db, id),
    orderSummaries(db, eq(orders.riderId, id)),
  ]);
  const latest = (kind: 'license_front' | 'license_back') => {
    const document = documents.findLast((row) => row.kind === kind);
    return document ? { id: document.id, file_path: document.filePath } : null;
  };
  return {
    ...riderResource(record, today),
    documents: { license_front: latest('license_front'), license_back: latest('license_back') },
    order,
  };
}
