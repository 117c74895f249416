import { orderEndpoints, orderStatuses } from '@packlight/api-types';
import { defaultPageSizeOptions } from '@packlight/ui';
import type { ListStateRules } from '../../lib/list/list-state.ts';
import type { ListExtras, ListPreload } from '../../lib/list/preload-list-page.ts';
import { assignmentOf, laterOrderTabs, orderTabOf } from './order-tabs.ts';

// Read by the screen, and loaded on demand by the route to ask for the first page ahead: one
// source, so the call asked ahead is the very call the screen makes. The screen imports this
// module, so it cannot render before the call has been asked for (see preloadListPageOnDemand).

/** The sort names the orders list call understands, by column id. */
export const orderListSorts = [
  'id',
  'traveler_name',
  'partner_name',
  'rider_name',
  'created_at',
  'items_count',
  'total_price',
  'status',
] as const;

/** What the orders list accepts in its address: a tab, and a status filter within it. */
export const orderListRules: ListStateRules = {
  tabs: laterOrderTabs,
  statuses: orderStatuses,
  sorts: orderListSorts,
  pageSizes: defaultPageSizeOptions,
  defaultPageSize: 10,
};

/** The list call's values for the shown tab: the assignment it lists. */
export const orderPageExtras: ListExtras = (state) => ({
  assignment: assignmentOf(orderTabOf(state.tab)),
});

/** What the route needs to ask for the first page ahead (see preloadListPageOnDemand). */
export const listPreload: ListPreload = {
  endpoint: orderEndpoints.list,
  rules: orderListRules,
  extras: orderPageExtras,
};
