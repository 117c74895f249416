import { and, asc, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { RiderListQuery } from '@packlight/api-types';
import type { Db } from '../db/index.ts';
import { orders, riderDocuments, riderRegions, riders, users } from '../db/schema/index.ts';
import {
  amongIds,
  indexedSortOrder,
  inIdOrder,
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
// account's stored search text and search pieces (migration 0008).
const shownColumns = {
  rider: {
    id: riders.id,
    riderCode: riders.riderCode,
    address: riders.address,
    latitude: riders.latitude,
    longitude: riders.longitude,
    status: riders.status,
    version: riders.version,
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

/** The same sorts for a search's collected matches: the user's columns copied on the row. */
const matchSortable = {
  ...sortable,
  name: riders.userName,
  email: riders.userEmail,
};

/**
 * GET /riders: searched on name, email and rider id. The list's Status filter offers Online and
 * Offline while the rider's own status is Active or Suspended; `?status=` matches either.
 */
export async function listRiders(db: Db, query: RiderListQuery, today: string) {
  const where = and(
    // The riders list searches name, email and rider id, the assign-rider table name, email and
    // phone (docs/product/part-2.md §5): one list call serves both.
    searchTextWhere(query, riders.searchText),
    or(statusWhere(query, riders.status), statusWhere(query, riders.availabilityStatus)),
    query.standing ? eq(riders.status, query.standing) : undefined,
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
      collectColumns: sql`${riders.id}, ${riders.userName}, ${riders.userEmail}`,
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
  return answerList(db, query, pick, load);
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
