/**
 * The riders list, declared once: what a listed rider shows (by its API field), the `?sort=`
 * names the contract lists (`riderSorts`), the search and the filters. The page, the whole list,
 * the assign-rider table and the detail all read `riderShown`; `riderResource` turns its stored
 * forms (regions, minutes, dates) into the API's (docs/architecture.md, "Adding a list column").
 */
import { and, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { RiderListQuery, RiderSort } from '@packlight/api-types';
import type { Db } from '../db/index.ts';
import { orders, riderRegions, riders, users } from '../db/schema/index.ts';
import {
  amongIds,
  indexedSortOrder,
  loadShown,
  searchTextWhere,
  statusWhere,
  type Sortable,
} from '../http/list-query.ts';
import { answerList } from '../http/streamed-list.ts';
import { riderResource } from './resource.ts';

/** How many of the rider's orders match `condition`. */
const riderOrderCount = (condition: SQL) => sql<number>`(
  select count(*)::int from ${orders}
  where ${orders.riderId} = ${riders.id} and ${condition})`;

/**
 * What a rider shows, by API field: the rider's row, its account, its regions and order counts.
 * Only these columns are read, not the stored search text and pieces (migration 0008).
 */
export const riderShown = {
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
  version: riders.version,
  availability_status: riders.availabilityStatus,
  assigned_region: sql<string | null>`(
    select string_agg(${riderRegions.region}, ',') from ${riderRegions}
    where ${riderRegions.riderId} = ${riders.id})`,
  vehicle_type: riders.vehicleType,
  vehicle_name: riders.vehicleName,
  license_plate: riders.licensePlate,
  license_status: riders.licenseStatus,
  insurance_expire_date: riders.insuranceExpireDate,
  // Valid or Expired on the day asked (riderResource).
  insurance: riders.insuranceExpireDate,
  rating: riders.averageRating,
  average_rating: riders.averageRating,
  reviews_count: riders.reviewsCount,
  average_delivery_time: riders.averageDeliveryMinutes,
  // An order the rider has not finished is one they still carry: counted by triggers on orders
  // (migration 0008), with the same rule.
  current_assigned_orders: riders.currentOrdersCount,
  delivered_orders_count: riderOrderCount(sql`${orders.status} in ('Delivered', 'Completed')`),
  cancelled_orders_count: riderOrderCount(sql`${orders.status} = 'Cancelled'`),
  latest_complaint: riders.latestComplaint,
  created_at: riders.createdAt,
};

/**
 * `?sort=` names and what they sort on. Each column has a (column, id) index in both directions
 * (db/schema/riders.ts); name and email are the account's, read through the users' own index.
 */
export const riderSortColumns: Record<RiderSort, Sortable> = {
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

/** The account's sorts, which join users to pick a page. */
const userSorts: ReadonlySet<string> = new Set<RiderSort>(['name', 'email']);

/** The same sorts for a search's collected matches: the account's columns copied on the row. */
const matchSortable = { ...riderSortColumns, name: riders.userName, email: riders.userEmail };

const newestFirst = [desc(riders.createdAt), desc(riders.id)];

/** The riders of a page or a whole list's batch (or one rider), as the API shows them. */
export function shownRiders(db: Db, ids: number[]) {
  return db
    .select(riderShown)
    .from(riders)
    .innerJoin(users, eq(users.id, riders.userId))
    .where(amongIds(riders.id, ids));
}

/**
 * GET /riders: searched on name, email and rider id. The list's Status filter offers Online and
 * Offline while the rider's own status is Active or Suspended; `?status=` matches either.
 */
export async function listRiders(db: Db, query: RiderListQuery, today: string) {
  const userSort = query.sort !== undefined && userSorts.has(query.sort);
  const pick = {
    table: riders,
    id: riders.id,
    where: and(
      // The riders list searches name, email and rider id, the assign-rider table name, email
      // and phone (docs/product/part-2.md §5): one list call serves both.
      searchTextWhere(query, riders.searchText),
      or(statusWhere(query, riders.status), statusWhere(query, riders.availabilityStatus)),
      query.standing ? eq(riders.status, query.standing) : undefined,
    ),
    joins: userSort ? sql`join ${users} on ${users.id} = ${riders.userId}` : undefined,
    order: indexedSortOrder(query, riderSortColumns, riders.id, newestFirst),
    ...(userSort && {
      matchOrder: indexedSortOrder(query, matchSortable, riders.id, newestFirst),
      collectColumns: sql`${riders.id}, ${riders.userName}, ${riders.userEmail}`,
    }),
  };
  const load = loadShown(
    (ids) => shownRiders(db, ids),
    (row) => riderResource(row, today),
  );
  return answerList(db, query, pick, load);
}
