/**
 * The orders list, declared once: what a listed order shows (by its API field), the `?sort=`
 * names the contract lists (`orderSorts`), the search and the status and tab filters. The page,
 * the whole list and the detail read `orderShown`; `orderResource` turns its stored forms
 * (cents, dates, an unassigned rider) into the API's (docs/architecture.md, "Adding a list
 * column").
 */
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  orderStatuses,
  type OrderAssignment,
  type OrderListQuery,
  type OrderSort,
} from '@packlight/api-types';
import type { Db } from '../db/index.ts';
import { orders, partners, riders, travelers, users } from '../db/schema/index.ts';
import {
  amongIds,
  indexedSortOrder,
  loadShown,
  searchTextWhere,
  sortColumns,
  statusWhere,
  type Sortable,
} from '../http/list-query.ts';
import { answerList } from '../http/streamed-list.ts';
import { isClosedOrder, waitingForRider } from './order-states.ts';
import { orderResource } from './resource.ts';

const travelerUser = alias(users, 'traveler_user');
const partnerUser = alias(users, 'partner_user');
const riderUser = alias(users, 'rider_user');

/**
 * What an order shows, by API field: the order's row and its parties' accounts. Only these
 * columns are read, not the stored search text and pieces (migration 0008).
 */
export const orderShown = {
  id: orders.id,
  status: orders.status,
  version: orders.version,
  created_at: orders.createdAt,
  eta: orders.eta,
  subtotal: orders.subtotalCents,
  discount: orders.discountCents,
  shipping: orders.shippingCents,
  total_price: orders.totalCents,
  // The lines' quantities, summed by triggers on order_items (migration 0008).
  items_count: orders.itemsCount,
  contact_name: orders.contactName,
  contact_phone: orders.contactPhone,
  traveler_name: travelerUser.name,
  // The order's business, as the lists name it; an unnamed business goes by its owner.
  partner_name: sql<string | null>`coalesce(${partners.businessName}, ${partnerUser.name})`,
  rider_name: riderUser.name,
  traveler_photo: travelerUser.profilePhoto,
  partner_photo: partnerUser.profilePhoto,
  // Left-joined: every field is null while no rider is assigned (orderResource).
  rider: {
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
  },
};

/**
 * `?sort=` names and what they sort on. The parties' names and the items count are copied onto
 * the order by triggers (migration 0008), so each sort reads an index of the orders table alone.
 */
export const orderSortColumns: Record<OrderSort, Sortable> = {
  id: orders.id,
  created_at: orders.createdAt,
  status: orders.status,
  eta: orders.eta,
  total_price: orders.totalCents,
  items_count: orders.itemsCount,
  traveler_name: orders.travelerName,
  partner_name: orders.partnerName,
  rider_name: orders.riderName,
};

/**
 * The orders of a page, a whole list's batch or a detail, with their people: traveler and
 * partner always, the rider when assigned.
 */
export function shownOrders(db: Db, ids: number[]) {
  return db
    .select(orderShown)
    .from(orders)
    .innerJoin(travelers, eq(travelers.id, orders.travelerId))
    .innerJoin(travelerUser, eq(travelerUser.id, travelers.userId))
    .innerJoin(partners, eq(partners.id, orders.partnerId))
    .innerJoin(partnerUser, eq(partnerUser.id, partners.userId))
    .leftJoin(riders, eq(riders.id, orders.riderId))
    .leftJoin(riderUser, eq(riderUser.id, riders.userId))
    .where(amongIds(orders.id, ids));
}

/**
 * The orders list tab's filter (D43): Pending with no rider waits for one, a closed order is done
 * with, every other order is assigned. Undefined (every order) without a tab.
 */
function assignmentWhere(assignment: OrderAssignment | undefined): SQL | undefined {
  if (assignment === 'pending') return waitingForRider;
  if (assignment === 'closed') return isClosedOrder;
  if (assignment === 'assigned') return sql`not (${waitingForRider}) and not (${isClosedOrder})`;
  return undefined;
}

/**
 * GET /orders: newest first unless sorted; searched by order id ('#ORD-12', 'ORD-12' and '12' find
 * order 12, as does the list's old '#ODR-' spelling) and the three parties' names, filtered by
 * status and by the Assigned/Pending tab.
 */
export async function listOrders(db: Db, query: OrderListQuery) {
  const pick = {
    table: orders,
    id: orders.id,
    where: and(
      searchTextWhere(query, orders.searchText),
      // Orders are written with the spec's statuses only (another one would be an 'Unknown').
      statusWhere(query, orders.status, orderStatuses),
      assignmentWhere(query.assignment),
    ),
    order: indexedSortOrder(query, orderSortColumns, orders.id, [
      desc(orders.createdAt),
      desc(orders.id),
    ]),
    collectColumns: sortColumns(orderSortColumns),
  };
  const load = loadShown((ids) => shownOrders(db, ids), orderResource);
  return answerList(db, query, pick, load);
}
