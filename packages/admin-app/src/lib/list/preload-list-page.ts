import type { Endpoint } from '@packlight/api-types';
import { preloadEndpoint } from '../data/preload-endpoint.ts';
import { pageQuery, readListState, type ListStateRules } from './list-state.ts';

/**
 * Asks for the page a list screen will show at `search` (the address's query string), with the
 * same query `useListPage` sends, so the screen finds its first answer already on its way.
 */
export function preloadListPage(
  endpoint: Endpoint<'GET'>,
  rules: ListStateRules,
  search: string,
): void {
  const query = pageQuery(readListState(new URLSearchParams(search), rules));
  preloadEndpoint(endpoint, { query } as never);
}
