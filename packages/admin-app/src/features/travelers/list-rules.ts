import { travelerEndpoints, travelerSorts, travelerStatuses } from '@packlight/api-types';
import { defaultPageSizeOptions } from '@packlight/ui';
import type { ListStateRules } from '../../lib/list/list-state.ts';
import type { ListPreload } from '../../lib/list/preload-list-page.ts';

/** What the travelers list accepts in its address (and so in its call). */
export const travelerListRules: ListStateRules = {
  statuses: travelerStatuses,
  // The contract's sort names; 'orders' is the count of the traveler's orders.
  sorts: travelerSorts,
  pageSizes: defaultPageSizeOptions,
  defaultPageSize: 10,
};

/** What the route asks ahead for the screen (preloadListPageOnDemand). */
export const listPreload: ListPreload = {
  endpoint: travelerEndpoints.list,
  rules: travelerListRules,
};
