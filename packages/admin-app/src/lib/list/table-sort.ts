import type { DataTableSort } from '@packlight/ui';
import type { ListState } from './list-state.ts';

/** The kit table's sort for a list state (null: the server's default order). */
export function tableSort(state: Pick<ListState, 'sort' | 'dir'>): DataTableSort | null {
  return state.sort
    ? { column: state.sort, direction: state.dir === 'desc' ? 'descending' : 'ascending' }
    : null;
}

/** The list state change a header click asks for. */
export function sortChange(next: DataTableSort): Pick<ListState, 'sort' | 'dir'> {
  return { sort: next.column, dir: next.direction === 'descending' ? 'desc' : 'asc' };
}
