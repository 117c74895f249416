/**
 * The fields the list triggers keep (migrations 0003, 0008 and 0020), computed for the generated
 * rows before a bulk load, so each row is written once with them. A second version of every row
 * would cost more than the load itself: an UPDATE writes the whole row again and recomputes its
 * search pieces (bench/scale-postgres.ts, "Seeding the data"). The bulk load's derive statements
 * still run after the load and rewrite any row whose fields the database derives otherwise (for
 * one, another lower-casing of a name); test/seed/bulk-load.test.ts compares both ways.
 */

import { searchTextSeparator } from '../http/list-query.ts';
import type { DemoData } from './context.ts';

/** `search_join` of migration 0008: the fields lower-cased, joined by the unit separator. */
function searchJoin(...fields: (string | null | undefined)[]): string {
  return fields
    .map((field) => field ?? '')
    .join(searchTextSeparator)
    .toLowerCase();
}

/** Adds `amount` to `key`'s running total in `totals`. */
function addTo(totals: Map<number, number>, key: number, amount: number) {
  totals.set(key, (totals.get(key) ?? 0) + amount);
}

/** Fills in every list trigger's fields on `data`'s rows, as the triggers would. */
export function presetListFields(data: DemoData): void {
  const users = new Map(data.users.map((user) => [user.id!, user]));
  const partners = new Map(data.partners.map((partner) => [partner.id!, partner]));
  const travelerUsers = new Map(data.travelers.map((t) => [t.id!, users.get(t.userId)]));
  const riderUsers = new Map(data.riders.map((r) => [r.id!, users.get(r.userId)]));

  const ordersByTraveler = new Map<number, number>();
  const salesByPartner = new Map<number, number>();
  const openByRider = new Map<number, number>();
  const itemsByOrder = new Map<number, number>();
  for (const item of data.orderItems) addTo(itemsByOrder, item.orderId, item.quantity ?? 1);
  for (const order of data.orders) {
    if (order.travelerId != null) addTo(ordersByTraveler, order.travelerId, 1);
    const status = order.status ?? 'Pending';
    if (order.partnerId != null && ['delivered', 'completed'].includes(status.toLowerCase())) {
      addTo(salesByPartner, order.partnerId, order.totalCents ?? 0);
    }
    if (order.riderId != null && !['Delivered', 'Completed', 'Cancelled'].includes(status)) {
      addTo(openByRider, order.riderId, 1);
    }
  }

  for (const traveler of data.travelers) {
    const user = users.get(traveler.userId);
    traveler.searchText = user ? searchJoin(user.name, user.email, user.phone) : '';
    traveler.userName = user?.name ?? null;
    traveler.userEmail = user?.email ?? null;
    traveler.userPhone = user?.phone ?? null;
    traveler.ordersCount = ordersByTraveler.get(traveler.id!) ?? 0;
  }
  for (const partner of data.partners) {
    const user = users.get(partner.userId);
    if (!user) continue;
    partner.searchText = searchJoin(user.name, user.email, partner.businessName, user.phone);
    partner.userName = user.name ?? null;
    partner.userEmail = user.email;
    partner.salesCents = salesByPartner.get(partner.id!) ?? 0;
  }
  for (const rider of data.riders) {
    const user = users.get(rider.userId);
    if (!user) continue;
    rider.searchText = searchJoin(user.name, user.email, rider.riderCode, user.phone);
    rider.userName = user.name ?? null;
    rider.userEmail = user.email;
    rider.currentOrdersCount = openByRider.get(rider.id!) ?? 0;
  }
  for (const product of data.products) {
    const partner = partners.get(product.partnerId);
    const user = partner && users.get(partner.userId);
    if (!partner || !user) continue;
    product.partnerName = user.name ?? null;
    product.searchText = searchJoin(
      product.name,
      product.productCode,
      user.name,
      partner.businessName,
    );
  }
  const orders = new Map(data.orders.map((order) => [order.id!, order]));
  for (const order of data.orders) {
    const partner = order.partnerId == null ? undefined : partners.get(order.partnerId);
    order.travelerName =
      (order.travelerId == null ? null : travelerUsers.get(order.travelerId)?.name) ?? null;
    order.partnerName = partner
      ? (partner.businessName ?? users.get(partner.userId)?.name ?? null)
      : null;
    order.riderName = (order.riderId == null ? null : riderUsers.get(order.riderId)?.name) ?? null;
    order.itemsCount = itemsByOrder.get(order.id!) ?? 0;
    order.searchText = searchJoin(
      `#ord-${order.id} #odr-${order.id}`,
      order.travelerName,
      order.partnerName,
      order.riderName,
    );
  }
  for (const refund of data.refunds) {
    const order = orders.get(refund.orderId);
    if (!order) continue;
    refund.travelerName = order.travelerName ?? null;
    refund.partnerName = order.partnerName ?? null;
    refund.searchText = searchJoin(
      refund.refundCode,
      `#ord-${refund.orderId}`,
      order.travelerName,
      order.partnerName,
    );
  }
  for (const ticket of data.supportTickets) {
    const user = users.get(ticket.userId);
    if (!user) continue;
    ticket.senderName = user.name ?? null;
    ticket.senderType = user.type ?? 'admin';
    ticket.searchText = searchJoin(ticket.ticketCode, user.name, user.email, ticket.subject);
  }
}
