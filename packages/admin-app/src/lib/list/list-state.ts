import type { ListQuery } from '@packlight/api-types';

/**
 * The state of a list screen, kept in the address (docs/architecture.md: reload, back and a
 * shared link keep it). The parameter names are the contract's list query names, so the address
 * reads like the call it makes: `?search=ada&status=Active&sort=name&dir=desc&page=2&per_page=25`.
 */
export interface ListState {
  /** A value of `tabs`, or '' for the first (default) tab. */
  tab: string;
  search: string;
  /** A value of `statuses`, or '' for every status. */
  status: string;
  /** A value of `sorts`, or null for the server's default order. */
  sort: string | null;
  dir: 'asc' | 'desc';
  page: number;
  perPage: number;
}

/** What a list accepts; anything else in the address falls back to the default. */
export interface ListStateRules {
  /** The tabs after the first (the first is the default and is not written). */
  tabs?: readonly string[];
  statuses: readonly string[];
  sorts: readonly string[];
  pageSizes: readonly number[];
  defaultPageSize: number;
  /**
   * Put before every parameter name, for a second list on one screen (a profile's orders
   * table beside its products table): `orders_search`, `orders_page`...
   */
  prefix?: string;
}

const positiveInteger = (text: string | null): number | null => {
  if (text === null || !/^\d+$/.test(text)) return null;
  const value = Number(text);
  return Number.isSafeInteger(value) && value >= 1 ? value : null;
};

const matching = (values: readonly string[] | undefined, text: string | undefined) =>
  values?.find((candidate) => candidate.toLowerCase() === text) ?? '';

/** Reads the list state from the address; hand-edited or stale values fall back to defaults. */
export function readListState(params: URLSearchParams, rules: ListStateRules): ListState {
  const get = (name: string) => params.get(`${rules.prefix ?? ''}${name}`);
  const sort = get('sort');
  const perPage = positiveInteger(get('per_page'));
  return {
    tab: matching(rules.tabs, get('tab')?.toLowerCase()),
    search: get('search') ?? '',
    status: matching(rules.statuses, get('status')?.toLowerCase()),
    sort: sort !== null && rules.sorts.includes(sort) ? sort : null,
    dir: get('dir') === 'desc' ? 'desc' : 'asc',
    page: positiveInteger(get('page')) ?? 1,
    perPage:
      perPage !== null && rules.pageSizes.includes(perPage) ? perPage : rules.defaultPageSize,
  };
}

/**
 * The address parameters of a state, defaults left out so a plain `/travelers` stays plain.
 * Parameters that are not this list's state (anything else in `base`) are kept.
 */
export function writeListState(
  state: ListState,
  rules: ListStateRules,
  base = new URLSearchParams(),
): URLSearchParams {
  const params = new URLSearchParams(base);
  const set = (name: string, value: string | null) => {
    const key = `${rules.prefix ?? ''}${name}`;
    if (value === null) params.delete(key);
    else params.set(key, value);
  };
  // A list without tabs leaves `tab` alone: it may belong to the screen (a profile's tabs).
  if (rules.tabs) set('tab', state.tab === '' ? null : state.tab);
  set('search', state.search === '' ? null : state.search);
  set('status', state.status === '' ? null : state.status);
  set('sort', state.sort);
  set('dir', state.sort !== null && state.dir === 'desc' ? 'desc' : null);
  set('page', state.page > 1 ? String(state.page) : null);
  set('per_page', state.perPage === rules.defaultPageSize ? null : String(state.perPage));
  return params;
}

/** Whether two states show the same list. */
export function sameListState(a: ListState, b: ListState): boolean {
  return (
    a.tab === b.tab &&
    a.search === b.search &&
    a.status === b.status &&
    a.sort === b.sort &&
    a.dir === b.dir &&
    a.page === b.page &&
    a.perPage === b.perPage
  );
}

/**
 * Applies a change: a new tab, search or status filter starts again at page 1
 * (docs/product/part-1.md §5), as does a new page size (a page of another size would start
 * mid-list).
 */
export function changeListState(state: ListState, change: Partial<ListState>): ListState {
  const next = { ...state, ...change };
  const restarts =
    (change.tab !== undefined && change.tab !== state.tab) ||
    (change.search !== undefined && change.search !== state.search) ||
    (change.status !== undefined && change.status !== state.status) ||
    (change.perPage !== undefined && change.perPage !== state.perPage);
  return restarts && change.page === undefined ? { ...next, page: 1 } : next;
}

/** The list call's query for one page of the state (the server searches, sorts and pages). */
export function pageQuery(state: ListState): ListQuery {
  return {
    search: state.search.trim() || undefined,
    status: state.status || undefined,
    sort: state.sort ?? undefined,
    dir: state.sort === null ? undefined : state.dir,
    page: state.page,
    per_page: state.perPage,
  };
}
