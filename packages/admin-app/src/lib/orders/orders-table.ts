import type { Order } from '@packlight/api-types';
import { searchLocal, sortLocal } from '../list/local-list.ts';
import { orderLabel, orderStatusLabel } from './order-labels.ts';

/** The other parties an order table names: a traveler's shows partners, a partner's travelers. */
export type OrderParty = 'traveler' | 'partner' | 'rider';

const partyName = (order: Order, party: OrderParty) => order[`${party}_name`];

/** The sort names of an orders table (its column ids). */
export const orderSorts = [
  'id',
  'traveler_name',
  'partner_name',
  'rider_name',
  'created_at',
  'total_price',
  'status',
] as const;
export type OrderSort = (typeof orderSorts)[number];

/**
 * Search on id, the shown parties' names and status (docs/product/part-2.md §2, reusable orders
 * table), case-insensitive; '#ORD-12' finds order 12 and 'in progress' a shipped one.
 */
export function searchOrders(
  orders: readonly Order[],
  search: string,
  parties: readonly OrderParty[],
): readonly Order[] {
  return searchLocal(orders, search, (order) => [
    orderLabel(order.id),
    ...parties.map((party) => partyName(order, party)),
    order.status,
    orderStatusLabel(order.status),
  ]);
}

const sortValue = (order: Order, sort: OrderSort): string | number | null => {
  switch (sort) {
    case 'id':
      return order.id;
    case 'created_at':
      return order.created_at ? Date.parse(order.created_at) : null;
    case 'total_price':
      return order.total_price ?? null;
    case 'status':
      return orderStatusLabel(order.status).toLowerCase() || null;
    default:
      return order[sort]?.toLowerCase() ?? null;
  }
};

/** A sorted copy; missing values go last in either direction, ties keep their order. */
export function sortOrders(
  orders: readonly Order[],
  sort: OrderSort | null,
  dir: 'asc' | 'desc',
): readonly Order[] {
  return sortLocal(orders, sort && ((order) => sortValue(order, sort)), dir);
}
