import type { Order, OrderAssignment } from '@packlight/api-types';
import type { ListExtras } from '../../lib/list/preload-list-page.ts';

/**
 * The orders list's tabs (docs/product/decisions.md D43). Assigned is the first tab, so it is the
 * plain `/orders` address; Pending is `?tab=pending`, which is how the dashboard's Pending Orders
 * widget opens it; Closed holds the delivered, completed and cancelled orders.
 */
export const orderTabs = [
  { id: 'assigned', label: 'Assigned' },
  { id: 'pending', label: 'Pending' },
  { id: 'closed', label: 'Closed' },
] as const;
export type OrderTabId = (typeof orderTabs)[number]['id'];

/** The list state's `tab` values after the first (list-state leaves the first one out). */
export const laterOrderTabs = ['pending', 'closed'] as const;

/** The tab a list state's `tab` names ('' is the first tab, Assigned). */
export const orderTabOf = (tab: string): OrderTabId =>
  tab === 'pending' || tab === 'closed' ? tab : 'assigned';

/** The list state's `tab` for a tab id: the first tab is written as ''. */
export const listTabOf = (tab: OrderTabId): string => (tab === 'assigned' ? '' : tab);

/** The server's filter for a tab (the split is made server-side so each tab pages on its own). */
export const assignmentOf = (tab: OrderTabId): OrderAssignment => tab;

/**
 * Whether an order waits for a rider: status Pending and no rider (docs/product/part-2.md §4).
 * Only such an order can be given one (docs/product/decisions.md D12), so only it offers
 * 'Assign Rider'.
 */
export function waitsForRider(order: Pick<Order, 'status' | 'rider'>): boolean {
  return order.status?.trim().toLowerCase() === 'pending' && !order.rider;
}

/** The list call's values for the shown tab: the assignment it lists. */
export const orderPageExtras: ListExtras = (state) => ({
  assignment: assignmentOf(orderTabOf(state.tab)),
});
