import type { ListQuery } from '@packlight/api-types';

/**
 * The state of a list screen, kept in the address (DESIGN.md: reload, back and a shared link keep
 * it). The parameter names are the contract's list query names, so the address reads like the
 * call it makes: `?search=ada&status=Active&sort=name&dir=desc&page=2&per_page=25`.
 */
export interface ListState {
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
  statuses: readonly string[];
  sorts: readonly string[];
  pageSizes: readonly number[];
  defaultPageSize: number;
}

const positiveInteger = (text: string | null): number | null => {
  if (text === null || !/^\d+$/.test(text)) return null;
  const value = Number(text);
  return Number.isSafeInteger(value) && value >= 1 ? value : null;
};

/** Reads the list state from the address; hand-edited or stale values fall back to defaults. */
export function readListState(params: URLSearchParams, rules: ListStateRules): ListState {
  const status = params.get('status')?.toLowerCase();
  const sort = params.get('sort');
  const perPage = positiveInteger(params.get('per_page'));
  return {
    search: params.get('search') ?? '',
    status: rules.statuses.find((candidate) => candidate.toLowerCase() === status) ?? '',
    sort: sort !== null && rules.sorts.includes(sort) ? sort : null,
    dir: params.get('dir') === 'desc' ? 'desc' : 'asc',
    page: positiveInteger(params.get('page')) ?? 1,
    perPage:
      perPage !== null && rules.pageSizes.includes(perPage) ? perPage : rules.defaultPageSize,
  };
}

/**
 * The address parameters of a state, defaults left out so a plain `/travelers` stays plain.
 * Parameters that are not list state (anything else in `base`) are kept.
 */
export function writeListState(
  state: ListState,
  rules: ListStateRules,
  base = new URLSearchParams(),
): URLSearchParams {
  const params = new URLSearchParams(base);
  const set = (name: string, value: string | null) => {
    if (value === null) params.delete(name);
    else params.set(name, value);
  };
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
    a.search === b.search &&
    a.status === b.status &&
    a.sort === b.sort &&
    a.dir === b.dir &&
    a.page === b.page &&
    a.perPage === b.perPage
  );
}

/**
 * Applies a change: a new search or status filter starts again at page 1 (spec 1, section 5), as
 * does a new page size (a page of another size would start mid-list).
 */
export function changeListState(state: ListState, change: Partial<ListState>): ListState {
  const next = { ...state, ...change };
  const restarts =
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
