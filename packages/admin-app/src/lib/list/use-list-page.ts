import { useCallback, useEffect, useState } from 'react';
import { unstable_serialize, useSWRConfig } from 'swr';
import { endpointName, type Endpoint, type ListQuery, type PageMeta } from '@packlight/api-types';
import { isLiveRefresh } from '../live/live-refresh.ts';
import { liveRows } from './live-rows.ts';
import { endpointKey, preloadEndpoint, useEndpoint } from '../data/index.ts';
import { pageQuery, type ListState } from './list-state.ts';
import { sameRows } from './same-rows.ts';
import type { ListStateUpdate } from './use-list-state.ts';

/** A list call: a GET whose query is the contract's list query (plus a list's own extras). */
type ListEndpoint<Row> = Endpoint<'GET'> & {
  readonly response: { readonly _zod: { output: { data: Row[]; meta?: PageMeta } } };
};

export interface ListPage<Row> {
  /**
   * The rows on screen: the answer for the state, or the last answer while that one loads. The
   * same array as before when a new answer holds the same rows, so a memoised table skips them.
   */
  rows: readonly Row[];
  /**
   * Where the rows on screen sit in the whole list (their page, page size and total), so a footer
   * describes what is shown, never the page still loading; undefined before the first answer.
   */
  meta: PageMeta | undefined;
  error: Error | undefined;
  retry: () => void;
  /** No answer yet at all: show the table's loading state. */
  isLoading: boolean;
  /** The rows on screen are not yet the answer for the state (set `aria-busy` with it). */
  isBusy: boolean;
  /** Rows another admin's change would bring, move or take away, held back (D58). */
  pending: number;
  /** Shows the held rows. */
  showPending: () => void;
}

const noRows: readonly never[] = [];

/**
 * One page of a list, searched, filtered, sorted and paged by the server (D18).
 * `keepPreviousData` keeps the last page on screen while the next loads. No debounce: a change is
 * asked for at once, unless an answer is still awaited; then only the latest change waits (a
 * debounce delays every search even on a fast server; every keystroke queues stale ones on a
 * slow one). `extra` adds a list's own query values (a tab's filter); `update` turns a page past
 * the end (the last page's last row deleted, or an old link) into the last page.
 */
export function useListPage<Row>(
  endpoint: ListEndpoint<Row>,
  state: ListState,
  update: ListStateUpdate,
  extra?: Readonly<Record<string, string | number | undefined>>,
): ListPage<Row> {
  const wanted: ListQuery = { ...pageQuery(state), ...extra };
  const wantedKey = JSON.stringify(wanted);
  const [asked, setAsked] = useState({ key: wantedKey, query: wanted });
  const { cache } = useSWRConfig();
  const page = useEndpoint(
    endpoint as Endpoint<'GET'>,
    { query: asked.query },
    { keepPreviousData: true },
  );
  const answer = page.data as { data: Row[]; meta?: PageMeta } | undefined;
  // The rows are drawn in the same render that takes the answer, as is the footer: the table
  // draws a page quickly enough that deferring it (useDeferredValue) would only cost the rows a
  // frame (the travelers bench, scripts/bench/travelers.mjs).
  const { rows, pending, showPending } = useLiveRows(
    answer?.data ?? noRows,
    asked.key,
    endpointName(endpoint),
  );
  const isLoading = answer === undefined ? page.error === undefined : page.isLoading;
  if (!isLoading && asked.key !== wantedKey) {
    // Asked here, as the screen starts to render, rather than by SWR once the whole screen has
    // rendered and committed, so a keystroke's call leaves sooner. Not when SWR holds an answer
    // for it already (it shows that and decides itself whether to call).
    if (
      cache.get(unstable_serialize(endpointKey(endpoint, { query: wanted })))?.data === undefined
    ) {
      preloadEndpoint(endpoint, { query: wanted });
    }
    setAsked({ key: wantedKey, query: wanted });
  }

  // Judged only on the answer for this very page, not on the one kept on screen.
  const latest = answer?.meta;
  const lastPage =
    latest && latest.current_page === state.page && latest.per_page === state.perPage
      ? latest.last_page
      : undefined;
  useEffect(() => {
    if (lastPage !== undefined && state.page > lastPage) update({ page: lastPage }, 'replace');
  }, [lastPage, state.page, update]);

  return {
    rows,
    meta: answer?.meta,
    error: page.error,
    retry: () => void page.mutate(),
    isLoading: answer === undefined && page.error === undefined,
    isBusy: isLoading || asked.key !== wantedKey,
    pending,
    showPending,
  };
}

interface KeptRows<Row> {
  from: readonly Row[];
  key: string;
  rows: readonly Row[];
  held: readonly Row[] | null;
  pending: number;
}

/**
 * The rows, as the same array as last time when they are equal to it: a keystroke that does not
 * change the matches ('mar' to 'mari') brings a new answer but must not redraw the table. A live
 * refetch of the same page (another admin's change) updates rows in place and holds those that
 * would appear, move or leave until `showPending` (D58).
 */
function useLiveRows<Row>(fresh: readonly Row[], key: string, name: string) {
  const [kept, setKept] = useState<KeptRows<Row>>({
    from: fresh,
    key,
    rows: fresh,
    held: null,
    pending: 0,
  });
  const showPending = useCallback(
    () => setKept((now) => (now.held ? { ...now, rows: now.held, held: null, pending: 0 } : now)),
    [],
  );
  if (kept.from !== fresh) {
    const isLive = kept.key === key && kept.rows.length > 0 && isLiveRefresh(name);
    const next: KeptRows<Row> = isLive
      ? { from: fresh, key, ...liveRows(kept.rows, fresh) }
      : { from: fresh, key, rows: fresh, held: null, pending: 0 };
    if (sameRows(kept.rows, next.rows)) next.rows = kept.rows;
    setKept(next);
    return { rows: next.rows, pending: next.pending, showPending };
  }
  return { rows: kept.rows, pending: kept.pending, showPending };
}
