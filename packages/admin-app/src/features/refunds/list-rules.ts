import { refundEndpoints, refundStatuses } from '@packlight/api-types';
import { defaultPageSizeOptions } from '@packlight/ui';
import type { ListStateRules } from '../../lib/list/list-state.ts';
import type { ListPreload } from '../../lib/list/preload-list-page.ts';

// Read by the screen, and loaded on demand by the route to ask for the first page ahead: one
// source, so the call asked ahead is the very call the screen makes (see
// preloadListPageOnDemand).

/** The sort names the refunds list call understands, by column id. */
export const refundSorts = [
  'refund_id',
  'orderId',
  'traveler_name',
  'partner_name',
  'requested_at',
  'status',
  'amount',
] as const;

/** What the refunds list accepts in its address. */
export const refundListRules: ListStateRules = {
  statuses: refundStatuses,
  sorts: refundSorts,
  pageSizes: defaultPageSizeOptions,
  defaultPageSize: 10,
};

/** What the route needs to ask for the first page ahead (see preloadListPageOnDemand). */
export const listPreload: ListPreload = {
  endpoint: refundEndpoints.list,
  rules: refundListRules,
};
