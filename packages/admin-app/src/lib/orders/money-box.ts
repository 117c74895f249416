import type { Order } from '@packlight/api-types';

/** One line of an order's money box. */
export interface MoneyRow {
  label: 'Subtotal' | 'Discount' | 'Shipping' | 'Total';
  /** Dollars; a discount is negative, as it is taken off. */
  amount: number;
}

const sum = (values: readonly (number | null | undefined)[]) =>
  values.reduce<number>((total, value) => total + (value ?? 0), 0);

/**
 * The money box under an order's items (docs/product/part-2.md §2): subtotal, discount, shipping
 * and total. Discount and Shipping are hidden while the order is Pending, and left out when the
 * order records no amount (docs/product/decisions.md D3: no placeholder $0).
 */
export function moneyRows(
  order: Pick<Order, 'status' | 'subtotal' | 'discount' | 'shipping' | 'total_price' | 'items'>,
): MoneyRow[] {
  const subtotal = order.subtotal ?? sum((order.items ?? []).map((item) => item.total));
  const isPending = order.status?.trim().toLowerCase() === 'pending';
  const rows: MoneyRow[] = [{ label: 'Subtotal', amount: subtotal }];
  if (!isPending && order.discount != null) {
    rows.push({ label: 'Discount', amount: order.discount === 0 ? 0 : -order.discount });
  }
  if (!isPending && order.shipping != null)
    rows.push({ label: 'Shipping', amount: order.shipping });
  const total =
    order.total_price ?? subtotal - (order.discount ?? 0) + (isPending ? 0 : (order.shipping ?? 0));
  rows.push({ label: 'Total', amount: total });
  return rows;
}
