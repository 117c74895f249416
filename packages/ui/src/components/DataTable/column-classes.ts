import { cx } from '../private/cx';
import * as styles from './DataTable.css';
import {
  dataTableAligns,
  dataTableDensities,
  type DataTableAlign,
  type DataTableDensity,
  type DataTableNarrowPlacement,
} from './DataTable.css';

/** A recipe's class list for every density and alignment, built once: not per cell per render. */
function classTable(
  recipe: (variants: { density: DataTableDensity; align: DataTableAlign }) => string,
) {
  return Object.fromEntries(
    dataTableDensities.map((density) => [
      density,
      Object.fromEntries(dataTableAligns.map((align) => [align, recipe({ density, align })])),
    ]),
  ) as Record<DataTableDensity, Record<DataTableAlign, string>>;
}

export const columnClasses = classTable(styles.column);
export const cellClasses = classTable(styles.cell);

const perDensity = (make: (density: DataTableDensity) => string) =>
  Object.fromEntries(dataTableDensities.map((density) => [density, make(density)])) as Record<
    DataTableDensity,
    string
  >;

export const checkboxColumnClasses = perDensity((density) =>
  cx(columnClasses[density].start, styles.checkboxColumn),
);
export const actionsColumnClasses = perDensity((density) =>
  cx(columnClasses[density].start, styles.actionsColumn, styles.narrowHiddenHeader),
);
export const actionsCellClasses = perDensity((density) =>
  cx(cellClasses[density].start, styles.actionsCell, styles.narrowAsideCell),
);
export const selectCellClasses = perDensity((density) =>
  cx(cellClasses[density].start, styles.narrowSelectCell),
);

export const narrowCellClasses = {
  title: styles.narrowTitleCell,
  line: styles.narrowLineCell,
  aside: styles.narrowAsideCell,
  hidden: styles.narrowHiddenCell,
} satisfies Record<DataTableNarrowPlacement | 'title', string>;

export const rowClass = cx(styles.row, styles.narrowRow);
export const skeletonRowClass = cx(rowClass, styles.skeletonRow);

/** Where a column goes on a card: the row header is the title; status sits beside it. */
export function narrowPlacement(
  column: { id: string; narrow?: DataTableNarrowPlacement },
  titleId: string | undefined,
) {
  if (column.id === titleId) return 'title';
  return column.narrow ?? (column.id === 'status' ? 'aside' : 'line');
}
