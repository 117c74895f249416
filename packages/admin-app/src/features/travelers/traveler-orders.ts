import type { Order } from '@packlight/api-types';

/** Order ids read '#ORD-{id}' everywhere (DESIGN.md). */
export const orderLabel = (id: number) => `#ORD-${id}`;

/** The status as the profile shows it: 'shipped' is labelled In Progress (spec 1). */
export function orderStatusLabel(status: string | null | undefined): string {
  if (!status) return '';
  return status.trim().toLowerCase() === 'shipped' ? 'In Progress' : status;
}

/** The sort names of the traveler's orders table (its column ids). */
export const orderSorts = ['id', 'partner_name', 'created_at', 'total_price', 'status'] as const;
export type OrderSort = (typeof orderSorts)[number];

/** Search on id, partner name and status (spec 1), case-insensitive; '#ORD-12' finds order 12. */
export function searchOrders(orders: readonly Order[], search: string): readonly Order[] {
  const text = search.trim().toLowerCase();
  if (!text) return orders;
  return orders.filter((order) =>
    [orderLabel(order.id), order.partner_name, order.status, orderStatusLabel(order.status)].some(
      (value) => value?.toLowerCase().includes(text),
    ),
  );
}

const sortValue = (order: Order, sort: OrderSort): string | number | null => {
  switch (sort) {
    case 'id':
      return order.id;
    case 'partner_name':
      return order.partner_name?.toLowerCase() ?? null;
    case 'created_at':
      return order.created_at ? Date.parse(order.created_at) : null;
    case 'total_price':
      return order.total_price ?? null;
    case 'status':
      return orderStatusLabel(order.status).toLowerCase() || null;
  }
};

/** Sorted copy; missing values go last in either direction, ties keep their order. */
export function sortOrders(
  orders: readonly Order[],
  sort: OrderSort | null,
  dir: 'asc' | 'desc',
): readonly Order[] {
  if (!sort) return orders;
  const sign = dir === 'desc' ? -1 : 1;
  return [...orders].sort((a, b) => {
    const left = sortValue(a, sort);
    const right = sortValue(b, sort);
    if (left === right) return 0;
    if (left === null || (typeof left === 'number' && Number.isNaN(left))) return 1;
    if (right === null || (typeof right === 'number' && Number.isNaN(right))) return -1;
    return (left < right ? -1 : 1) * sign;
  });
}
