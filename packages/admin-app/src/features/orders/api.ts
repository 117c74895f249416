import { orderEndpoints, riderEndpoints } from '@packlight/api-types';
import { call } from '../../lib/api.ts';
import { revalidateEndpoints, useEndpoint } from '../../lib/data/index.ts';
import {
  pageQuery,
  tabCountText,
  useListPage,
  type ListState,
  type ListStateUpdate,
} from '../../lib/list/index.ts';
import { assignmentOf, orderPageExtras, type OrderTabId } from './order-tabs.ts';

// The orders area's one door to the server: a hook per read, a function per write. Writes
// revalidate what they change and reject on failure; the screens say what happened.

/** One page of the shown tab's orders, searched, filtered and sorted by the server. */
export function useOrderPage(state: ListState, update: ListStateUpdate) {
  return useListPage(orderEndpoints.list, state, update, orderPageExtras(state));
}

/**
 * How many orders a tab holds under the current search and status filter, as `tabCountText`
 * shows it: the total of the tab's first page at the list's page size. Undefined until known.
 * `isWanted` false holds the call back, so the list's own page is asked for first (the server
 * answers one query at a time).
 */
export function useOrderTabCount(
  tab: OrderTabId,
  state: ListState,
  isWanted: boolean,
): string | undefined {
  const { search, status, per_page } = pageQuery(state);
  const { data } = useEndpoint(
    orderEndpoints.list,
    isWanted
      ? { query: { search, status, assignment: assignmentOf(tab), page: 1, per_page } }
      : null,
  );
  return tabCountText(data?.meta);
}

/** One order with items, payments and parties; `null` waits (no valid id in the address). */
export function useOrder(id: number | null) {
  return useEndpoint(orderEndpoints.detail, id === null ? null : { params: { id } });
}

/** One page of riders for the assign-rider table. */
export function useRiderPage(
  state: ListState,
  update: ListStateUpdate,
  extra?: Readonly<Record<string, string>>,
) {
  return useListPage(riderEndpoints.list, state, update, extra);
}

/** Gives a pending order to a rider; the lists, the order and the riders' loads all change. */
export async function assignRider(
  orderId: number,
  riderId: number,
  ifMatch?: string,
): Promise<void> {
  try {
    await call(orderEndpoints.assignRider, {
      body: { order_id: orderId, rider_id: riderId },
      ...(ifMatch ? { ifMatch } : {}),
    });
  } finally {
    void revalidateEndpoints(orderEndpoints.list, orderEndpoints.detail, riderEndpoints.list);
  }
}
