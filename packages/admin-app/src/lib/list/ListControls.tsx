import { memo, useCallback, useDeferredValue, useMemo, type ReactNode } from 'react';
import { Pagination, SearchField, Select, type DataTableSort } from '@packlight/ui';
import type { ListState } from './list-state.ts';
import type { ListStateUpdate } from './use-list-state.ts';
import type { ListPage } from './use-list-page.ts';
import { sortChange, tableSort } from './table-sort.ts';
import * as styles from './ListControls.css.ts';

// The controls every list screen puts around its table, bound to the list state in the address,
// so a list screen says what it lists and these pieces say how a list behaves.

/** The row above a table: search first, then filters and actions, wrapping on narrow widths. */
export function ListToolbar({ children }: { children: ReactNode }) {
  return <div className={styles.toolbar}>{children}</div>;
}

export interface ListSearchProps {
  state: ListState;
  update: ListStateUpdate;
  /** The rows on screen are not yet the answer for the typed text. */
  isPending?: boolean;
  /** The search box's accessible name, e.g. 'Search riders'. */
  label: string;
  /** e.g. 'Search by name, email or rider ID...' */
  placeholder: string;
  /** Called as the search changes, e.g. to clear a selection the new rows would hide. */
  onChange?: () => void;
}

/** The list's search box: each keystroke replaces the address entry instead of adding one. */
export function ListSearch({
  state,
  update,
  isPending,
  label,
  placeholder,
  onChange,
}: ListSearchProps) {
  return (
    <SearchField
      aria-label={label}
      placeholder={placeholder}
      value={state.search}
      onChange={(search) => {
        onChange?.();
        update({ search }, 'replace');
      }}
      isPending={isPending}
      className={styles.search}
    />
  );
}

/** The unfiltered choice: the filter's own name ('Status'), as the product reference shows it. */
const everything = 'all';

export interface ListStatusFilterProps {
  state: ListState;
  update: ListStateUpdate;
  /** The statuses to choose from, as the list call takes them. */
  statuses: readonly string[];
  /**
   * The unfiltered choice's text.
   * @default 'Status'
   */
  allLabel?: string;
  /**
   * The select's accessible name.
   * @default 'Filter by status'
   */
  label?: string;
  /** Called as the filter changes, e.g. to clear a selection the new rows would hide. */
  onChange?: () => void;
}

/** The status filter: 'Status' for every status, else one of `statuses`. */
export function ListStatusFilter({
  state,
  update,
  statuses,
  allLabel = 'Status',
  label = 'Filter by status',
  onChange,
}: ListStatusFilterProps) {
  const options = useMemo(
    () => [
      { id: everything, label: allLabel },
      ...statuses.map((status) => ({ id: status, label: status })),
    ],
    [statuses, allLabel],
  );
  return (
    <Select
      aria-label={label}
      size="sm"
      options={options}
      value={state.status || everything}
      onChange={(status) => {
        if (status == null) return;
        onChange?.();
        update({ status: status === everything ? '' : String(status) });
      }}
    />
  );
}

export interface ListPaginationProps {
  state: ListState;
  update: ListStateUpdate;
  page: Pick<ListPage<unknown>, 'meta' | 'rows'>;
  /** e.g. 'Riders pages'. */
  label: string;
  /** Called after the person picks another page, e.g. to bring the table's top into view. */
  onPageChange?: (page: number) => void;
}

/**
 * Pages and page size under a server-paged table. The summary ('Showing 11 to 20 of 500
 * entries'), the highlighted page and the size describe the rows on screen, from their own
 * answer: while the next page loads they keep saying what is shown, then change with the rows
 * (the footer never runs ahead of the rows).
 */
export function ListPagination({ state, update, page, label, onPageChange }: ListPaginationProps) {
  const shown = page.meta;
  const changePage = useCallback(
    (next: number) => {
      update({ page: next });
      onPageChange?.(next);
    },
    [update, onPageChange],
  );
  const changePageSize = useCallback((perPage: number) => update({ perPage }), [update]);
  return (
    <ShownPagination
      total={shown?.total ?? page.rows.length}
      isTotalLowerBound={shown?.total_capped_at != null}
      page={shown?.current_page ?? state.page}
      pageSize={shown?.per_page ?? state.perPage}
      onPageChange={changePage}
      onPageSizeChange={changePageSize}
      label={label}
    />
  );
}

/**
 * The kit's pagination with plain props, memoised: a keystroke changes the list state but not
 * the rows on screen, so the footer is not redrawn until they change.
 */
const ShownPagination = memo(function ShownPagination(props: {
  total: number;
  /** Past a threshold the server stops counting a search's matches and says so. */
  isTotalLowerBound: boolean;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  onPageSizeChange: (pageSize: number) => void;
  label: string;
}) {
  return (
    <Pagination
      className={styles.pagination}
      total={props.total}
      isTotalLowerBound={props.isTotalLowerBound}
      page={props.page}
      pageSize={props.pageSize}
      onPageChange={props.onPageChange}
      onPageSizeChange={props.onPageSizeChange}
      aria-label={props.label}
    />
  );
});

/**
 * The table's sort and its change handler. The arrow follows a click in a render of its own:
 * redrawing the table first would hold back the call for the re-sorted rows, which is what the
 * person waits for.
 */
export function useTableSort(state: ListState, update: ListStateUpdate) {
  const sort = useDeferredValue(
    useMemo(() => tableSort({ sort: state.sort, dir: state.dir }), [state.sort, state.dir]),
  );
  const onSortChange = useCallback((next: DataTableSort) => update(sortChange(next)), [update]);
  return { sort, onSortChange };
}
