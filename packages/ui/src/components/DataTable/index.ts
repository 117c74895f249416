export {
  DataTable,
  type DataTableColumn,
  type DataTableProps,
  type DataTableRowPrimaryAction,
  type DataTableSort,
  type DataTableSortDirection,
} from './DataTable';
export {
  dataTableDensities,
  dataTableNarrowPlacements,
  type DataTableDensity,
  type DataTableNarrowPlacement,
} from './table.css';
export type { DataTableLoadingShape } from './SkeletonRow';
