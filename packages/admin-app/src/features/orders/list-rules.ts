import { orderEndpoints, orderStatuses, orderSorts } from '@packlight/api-types';
import { defaultPageSizeOptions } from '@packlight/ui';
import type { ListStateRules } from '../../lib/list/list-state.ts';
import type { ListPreload } from '../../lib/list/preload-list-page.ts';
import { laterOrderTabs, orderPageExtras } from './order-tabs.ts';

// Read by the screen, and loaded on demand by the route to ask for the first page ahead: one
// source, so the call asked ahead is the very call the screen makes (see
// preloadListPageOnDemand).

/** What the orders list accepts in its address: a tab, and a status filter within it. */
export const orderListRules: ListStateRules = {
  tabs: laterOrderTabs,
  statuses: orderStatuses,
  // The contract's sort names: a column made sortable on the server is sortable here too.
  sorts: orderSorts,
  pageSizes: defaultPageSizeOptions,
  defaultPageSize: 10,
};

/** What the route needs to ask for the first page ahead (see preloadListPageOnDemand). */
export const listPreload: ListPreload = {
  endpoint: orderEndpoints.list,
  rules: orderListRules,
  extras: orderPageExtras,
};
