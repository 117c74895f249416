import { productEndpoints, productSorts } from '@packlight/api-types';
import { defaultPageSizeOptions } from '@packlight/ui';
import type { ListStateRules } from '../../lib/list/list-state.ts';
import type { ListPreload } from '../../lib/list/preload-list-page.ts';
import { laterProductTabs, productPageExtras } from './product-tabs.ts';

// Read by the screen, and loaded on demand by the route to ask for the first page ahead: one
// source, so the call asked ahead is the very call the screen makes (see
// preloadListPageOnDemand).

/** What the products list accepts in its address; the tab is the status filter. */
export const productListRules: ListStateRules = {
  tabs: laterProductTabs,
  statuses: [],
  // The contract's sort names: a column made sortable on the server is sortable here too.
  sorts: productSorts,
  pageSizes: defaultPageSizeOptions,
  defaultPageSize: 10,
};

/** What the route needs to ask for the first page ahead (see preloadListPageOnDemand). */
export const listPreload: ListPreload = {
  endpoint: productEndpoints.list,
  rules: productListRules,
  extras: productPageExtras,
};
