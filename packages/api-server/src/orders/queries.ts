import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  orderStatuses,
  type Order,
  type OrderAssignment,
  type OrderListQuery,
  type OrderRider,
} from '@packlight/api-types';
import { isClosedOrder, waitingForRider } from './order-states.ts';
import type { Db } from '../db/index.ts';
import {
  orderItems,
  orders,
  partners,
  riders,
  transactions,
  travelers,
  users,
} from '../db/schema/index.ts';
import {
  amongIds,
  indexedSortOrder,
  inIdOrder,
  type ListAnswer,
  searchTextWhere,
  statusWhere,
  sortColumns,
} from '../http/list-query.ts';
import { answerList, type StreamedList } from '../http/streamed-list.ts';
import { dollars } from '../db/money.ts';
import { partnerParty, travelerParty } from './parties.ts';

const travelerUser = alias(users, 'traveler_user');
const partnerUser = alias(users, 'partner_user');
const riderUser = alias(users, 'rider_user');

// The order's business, as the lists name it; an unnamed business goes by its owner.
const partnerName = sql<string | null>`coalesce(${partners.businessName}, ${partnerUser.name})`;

// Only the columns an order's answer shows: whole rows would also read each party's stored
// search text and search pieces (migration 0008).
const listFields = {
  id: orders.id,
  status: orders.status,
  version: orders.version,
  createdAt: orders.createdAt,
  eta: orders.eta,
  subtotalCents: orders.subtotalCents,
  discountCents: orders.discountCents,
  shippingCents: orders.shippingCents,
  totalCents: orders.totalCents,
  contactName: orders.contactName,
  contactPhone: orders.contactPhone,
  travelerId: orders.travelerId,
  partnerId: orders.partnerId,
  // The lines' quantities, summed by triggers on order_items (migration 0008).
  itemsCount: orders.itemsCount,
  travelerName: travelerUser.name,
  travelerPhoto: travelerUser.profilePhoto,
  partnerName,
  partnerPhoto: partnerUser.profilePhoto,
  riderId: riders.id,
  riderCode: riders.riderCode,
  riderVehicle: riders.vehicleType,
  riderLatitude: riders.latitude,
  riderLongitude: riders.longitude,
  riderUserId: riderUser.id,
  riderName: riderUser.name,
  riderFirstName: riderUser.firstName,
  riderLastName: riderUser.lastName,
  riderEmail: riderUser.email,
  riderPhone: riderUser.phone,
  riderPhoto: riderUser.profilePhoto,
};

/** Orders with the people on them: traveler and partner always, the rider when assigned. */
function ordersWithPeople(db: Db) {
  return db
    .select(listFields)
    .from(orders)
    .innerJoin(travelers, eq(travelers.id, orders.travelerId))
    .innerJoin(travelerUser, eq(travelerUser.id, travelers.userId))
    .innerJoin(partners, eq(partners.id, orders.partnerId))
    .innerJoin(partnerUser, eq(partnerUser.id, partners.userId))
    .leftJoin(riders, eq(riders.id, orders.riderId))
    .leftJoin(riderUser, eq(riderUser.id, riders.userId));
}

type ListRow = Awaited<ReturnType<typeof ordersWithPeople>>[number];

function riderOf(row: ListRow): OrderRider | null {
  if (row.riderId === null || row.riderUserId === null) return null;
  return {
    id: row.riderId,
    rider_id: row.riderCode,
    name: row.riderName,
    first_name: row.riderFirstName,
    last_name: row.riderLastName,
    email: row.riderEmail,
    phone: row.riderPhone,
    profile_photo: row.riderPhoto,
    vehicle_type: row.riderVehicle,
    latitude: row.riderLatitude,
    longitude: row.riderLongitude,
  };
}

function orderResource(row: ListRow): Order {
  return {
    id: row.id,
    status: row.status,
    version: row.version,
    created_at: row.createdAt.toISOString(),
    eta: row.eta,
    subtotal: dollars(row.subtotalCents),
    discount: dollars(row.discountCents),
    shipping: dollars(row.shippingCents),
    total_price: dollars(row.totalCents),
    items_count: row.itemsCount,
    contact_name: row.contactName,
    contact_phone: row.contactPhone,
    rider: riderOf(row),
    traveler_name: row.travelerName,
    partner_name: row.partnerName,
    rider_name: row.riderName,
    traveler_photo: row.travelerPhoto,
    partner_photo: row.partnerPhoto,
  };
}

// The parties' names and the items count are copied onto the order by triggers (migration
// 0008), so each sort reads an index of the orders table alone.
const sortable = {
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
export async function listOrders(
  db: Db,
  query: OrderListQuery,
): Promise<ListAnswer<Order> | StreamedList<Order>> {
  const where = and(
    searchTextWhere(query, orders.searchText),
    // Orders are written with the spec's statuses only (another one would be an 'Unknown').
    statusWhere(query, orders.status, orderStatuses),
    assignmentWhere(query.assignment),
  );
  const order = indexedSortOrder(query, sortable, orders.id, [
    desc(orders.createdAt),
    desc(orders.id),
  ]);
  const pick = {
    table: orders,
    id: orders.id,
    where,
    order,
    collectColumns: sortColumns(sortable),
  };
  const load = async (ids: number[]) => {
    if (ids.length === 0) return [];
    const rows = await ordersWithPeople(db).where(amongIds(orders.id, ids));
    return inIdOrder(ids, rows, (row) => row.id).map(orderResource);
  };
  return answerList(db, query, pick, load);
}

/** An order with its lines, payments and parties; null when there is none with that id. */
export async function findOrder(db: Db, id: number): Promise<Order | null> {
  const [row] = await ordersWithPeople(db).where(eq(orders.id, id)).limit(1);
  if (!row) return null;
  const items = await db
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, row.id))
    .orderBy(asc(orderItems.id));
  const payments = await db
    .select()
    .from(transactions)
    .where(eq(transactions.orderId, row.id))
    .orderBy(asc(transactions.createdAt), asc(transactions.id));
  return {
    ...orderResource(row),
    items: items.map((item) => ({
      id: item.id,
      product_id: item.productId,
      product_image: item.productImage,
      product_name: item.productName,
      price: dollars(item.priceCents),
      quantity: item.quantity,
      total: dollars(item.totalCents),
    })),
    transactions: payments.map((payment) => ({
      id: payment.id,
      payment_method: payment.paymentMethod,
      amount: dollars(payment.amountCents),
      fee: dollars(payment.feeCents),
      status: payment.status,
      created_at: payment.createdAt.toISOString(),
    })),
    traveler: await travelerParty(db, row.travelerId),
    partner: await partnerParty(db, row.partnerId),
  };
}
