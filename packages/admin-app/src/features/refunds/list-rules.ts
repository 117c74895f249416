import { refundEndpoints, refundStatuses, refundSorts } from '@packlight/api-types';
import { defaultPageSizeOptions } from '@packlight/ui';
import type { ListStateRules } from '../../lib/list/list-state.ts';
import type { ListPreload } from '../../lib/list/preload-list-page.ts';

// Read by the screen, and loaded on demand by the route to ask for the first page ahead: one
// source, so the call asked ahead is the very call the screen makes (see
// preloadListPageOnDemand).

/** What the refunds list accepts in its address. */
export const refundListRules: ListStateRules = {
  statuses: refundStatuses,
  // The contract's sort names: a column made sortable on the server is sortable here too.
  sorts: refundSorts,
  pageSizes: defaultPageSizeOptions,
  defaultPageSize: 10,
};

/** What the route needs to ask for the first page ahead (see preloadListPageOnDemand). */
export const listPreload: ListPreload = {
  endpoint: refundEndpoints.list,
  rules: refundListRules,
};
