import { orderEndpoints, orderStatuses } from '@packlight/api-types';
import { defaultPageSizeOptions } from '@packlight/ui';
import type { ListStateRules } from '../../lib/list/list-state.ts';
import type { ListPreload } from '../../lib/list/preload-list-page.ts';
import { laterOrderTabs, orderPageExtras } from './order-tabs.ts';

// Read by the screen, and loaded on demand by the route to ask for the first page ahead: one
// source, so the call asked ahead is the very call the screen makes (see
// preloadListPageOnDemand).

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

/** What the route needs to ask for the first page ahead (see preloadListPageOnDemand). */
export const listPreload: ListPreload = {
  endpoint: orderEndpoints.list,
  rules: orderListRules,
  extras: orderPageExtras,
};
