export {
  DataTable,
  type DataTableColumn,
  type DataTableProps,
  type DataTableSort,
  type DataTableSortDirection,
} from './DataTable';
export { dataTableDensities, type DataTableDensity } from './DataTable.css';
