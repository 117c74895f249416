import { supportEndpoints, ticketStatuses, ticketSorts } from '@packlight/api-types';
import { defaultPageSizeOptions } from '@packlight/ui';
import type { ListStateRules } from '../../lib/list/list-state.ts';
import type { ListPreload } from '../../lib/list/preload-list-page.ts';

// Read by the screen, and loaded on demand by the route to ask for the first page ahead: one
// source, so the call asked ahead is the very call the screen makes (see
// preloadListPageOnDemand).

/** The list's status filter: every status a ticket can have, Rejected included (D47). */
export const listStatuses = ticketStatuses;

/** What the ticket list accepts in its address (without a sort, the server's: newest first). */
export const ticketListRules: ListStateRules = {
  statuses: listStatuses,
  // The contract's sort names: a column made sortable on the server is sortable here too.
  sorts: ticketSorts,
  pageSizes: defaultPageSizeOptions,
  defaultPageSize: 10,
};

/** What the route needs to ask for the first page ahead (see preloadListPageOnDemand). */
export const listPreload: ListPreload = {
  endpoint: supportEndpoints.list,
  rules: ticketListRules,
};
