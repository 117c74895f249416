import { and, asc, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  orderStatuses,
  type Order,
  type OrderAssignment,
  type OrderListQuery,
  type OrderRider,
} from '@packlight/api-types';
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
  indexedSortOrder,
  inIdOrder,
  type ListAnswer,
  searchTextWhere,
  statusWhere,
} from '../http/list-query.ts';
import { answerList, type StreamedList } from '../http/streamed-list.ts';
import { dollars } from '../db/money.ts';
import { partnerParty, travelerParty } from './parties.ts';

const travelerUser = alias(users, 'traveler_user');
const partnerUser = alias(users, 'partner_user');
const riderUser = alias(users, 'rider_user');

// The order's business, as the lists name it; an unnamed business goes by its owner.
const partnerName = sql<string | null>`coalesce(${partners.businessName}, ${partnerUser.name})`;

const listFields = {
  order: orders,
  travelerName: travelerUser.name,
  travelerPhoto: travelerUser.profilePhoto,
  partnerName,
  partnerPhoto: partnerUser.profilePhoto,
  rider: riders,
  riderUser,
  // The lines' quantities, summed by triggers on order_items (migration 0008).
  itemsCount: orders.itemsCount,
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
  if (!row.rider || !row.riderUser) return null;
  return {
    id: row.rider.id,
    rider_id: row.rider.riderCode,
    name: row.riderUser.name,
    first_name: row.riderUser.firstName,
    last_name: row.riderUser.lastName,
    email: row.riderUser.email,
    phone: row.riderUser.phone,
    profile_photo: row.riderUser.profilePhoto,
    vehicle_type: row.rider.vehicleType,
    latitude: row.rider.latitude,
    longitude: row.rider.longitude,
  };
}

function orderResource(row: ListRow): Order {
  const { order } = row;
  return {
    id: order.id,
    status: order.status,
    created_at: order.createdAt.toISOString(),
    eta: order.eta,
    subtotal: dollars(order.subtotalCents),
    discount: dollars(order.discountCents),
    shipping: dollars(order.shippingCents),
    total_price: dollars(order.totalCents),
    items_count: row.itemsCount,
    contact_name: order.contactName,
    contact_phone: order.contactPhone,
    rider: riderOf(row),
    traveler_name: row.travelerName,
    partner_name: row.partnerName,
    rider_name: row.riderUser?.name ?? null,
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

// Pending with no rider waits for one; every other order counts as assigned (part-2.md §4).
const waitingForRider = and(eq(orders.status, 'Pending'), isNull(orders.riderId));

/** The orders list tab's filter; undefined (every order) without one. */
function assignmentWhere(assignment: OrderAssignment | undefined): SQL | undefined {
  if (assignment === 'pending') return waitingForRider;
  if (assignment === 'assigned') return sql`not (${waitingForRider})`;
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
  const pick = { table: orders, id: orders.id, where, order };
  const load = async (ids: number[]) => {
    const rows = ids.length === 0 ? [] : await ordersWithPeople(db).where(inArray(orders.id, ids));
    return inIdOrder(ids, rows, (row) => row.order.id).map(orderResource);
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
    .where(eq(orderItems.orderId, row.order.id))
    .orderBy(asc(orderItems.id));
  const payments = await db
    .select()
    .from(transactions)
    .where(eq(transactions.orderId, row.order.id))
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
    traveler: await travelerParty(db, row.order.travelerId),
    partner: await partnerParty(db, row.order.partnerId),
  };
}
