// A list route asks for its first page while the screen's code downloads. It pays: without it a
// cold list shows its first row later by more than the 50 ms such code must save, for about a kB
// (scripts/bench/first-row-ab.mjs; docs/architecture.md "First-paint code").

import type { Endpoint } from '@packlight/api-types';
import { preloadEndpoint } from '../data/preload-endpoint.ts';
import { pageQuery, readListState, type ListState, type ListStateRules } from './list-state.ts';

/**
 * A list's own query values for a state (its tab's filter): what a screen passes to
 * `useListPage` as `extra`, so the route can ask for the same call.
 */
export type ListExtras = (
  state: ListState,
) => Readonly<Record<string, string | number | undefined>>;

/**
 * The query a list screen sends for its first page at `search` (the address's query string): the
 * list query, then the list's own values, in `useListPage`'s order, so the URL (and with it the
 * key of an answer asked for ahead) is the same.
 */
export function listQueryAt(search: string, rules: ListStateRules, extras?: ListExtras) {
  const state = readListState(new URLSearchParams(search), rules);
  return { ...pageQuery(state), ...extras?.(state) };
}

/**
 * Asks for the page a list screen will show at `search`, with the same query `useListPage`
 * sends, so the screen finds its first answer already on its way. `extras` must be the screen's
 * own: a query that differs in one value is another call. Answers as preloadEndpoint does.
 */
export function preloadListPage(
  endpoint: Endpoint<'GET'>,
  rules: ListStateRules,
  search: string,
  extras?: ListExtras,
): Promise<void> {
  return preloadEndpoint(endpoint, { query: listQueryAt(search, rules, extras) } as never);
}

/** What a list's rules module gives its route, to ask for the first page ahead. */
export interface ListPreload {
  endpoint: Endpoint<'GET'>;
  rules: ListStateRules;
  /** The screen's own query values (its tab's filter), if it has any. */
  extras?: ListExtras;
}

/**
 * A route handle's `preload` for a list whose rules and call entry (with its response schemas)
 * load on demand, paid for by its own page only, not the route table's chunk. `load` imports the
 * list's rules module (exporting `listPreload`), which the screen imports too, so nothing extra
 * downloads. The first call asks once that import answers, later calls at once; each returns a
 * promise settling once the answer is in SWR's cache or failed (the sign-in guard waits for it,
 * see preloadRoute).
 */
export function preloadListPageOnDemand(
  load: () => Promise<{ listPreload: ListPreload }>,
): (search: string) => void | Promise<void> {
  let loaded: ListPreload | undefined;
  const ask = ({ endpoint, rules, extras }: ListPreload, search: string) =>
    preloadListPage(endpoint, rules, search, extras);
  return (search) => {
    // Once loaded, at once: an import() of a module already here still answers a task later,
    // after a screen that renders meanwhile has taken the answer asked for ahead, and asking
    // again then would be a second call.
    if (loaded) return ask(loaded, search);
    return load().then(
      ({ listPreload }) => {
        loaded = listPreload;
        return ask(listPreload, search);
      },
      // A chunk that failed to load is the screen's to report, when it asks for it again.
      () => undefined,
    );
  };
}
