export {
  changeListState,
  pageQuery,
  readListState,
  sameListState,
  writeListState,
  type ListState,
  type ListStateRules,
} from './list-state.ts';
export { useListState, type ListStateUpdate, type ListStateWrite } from './use-list-state.ts';
export { useListPage, type ListPage } from './use-list-page.ts';
export { sortChange, tableSort } from './table-sort.ts';
export { searchLocal, sortLocal, pageLocal } from './local-list.ts';
export { sameRows } from './same-rows.ts';
export { isTabCountAsked, shownTabCount, tabCountText } from './tab-count.ts';
export { statusActionBack, undoPlan, type StatusBefore } from './undo-plan.ts';
export { toastWithUndo } from './undo-toast.tsx';
export { ListBody, type ListBodyProps } from './ListBody.tsx';
export { DateCell, type DateCellProps } from './DateCell.tsx';
export {
  ListPagination,
  ListSearch,
  ListStatusFilter,
  ListToolbar,
  useTableSort,
  type ListPaginationProps,
  type ListSearchProps,
  type ListStatusFilterProps,
} from './ListControls.tsx';
