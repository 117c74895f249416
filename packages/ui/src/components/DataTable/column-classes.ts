import { cx } from '../private/cx';
import * as cards from './cards.css';
import * as cells from './cells.css';
import * as header from './header.css';
import { narrowHiddenHeader } from './narrow-header.css';
import { skeletonRow } from './skeleton.css';
import {
  dataTableAligns,
  dataTableDensities,
  type DataTableAlign,
  type DataTableDensity,
  type DataTableNarrowPlacement,
} from './table.css';

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

export const columnClasses = classTable(header.column);
export const cellClasses = classTable(cells.cell);

const perDensity = (make: (density: DataTableDensity) => string) =>
  Object.fromEntries(dataTableDensities.map((density) => [density, make(density)])) as Record<
    DataTableDensity,
    string
  >;

export const checkboxColumnClasses = perDensity((density) =>
  cx(columnClasses[density].start, header.checkboxColumn),
);
export const actionsColumnClasses = perDensity((density) =>
  cx(columnClasses[density].start, header.actionsColumn, narrowHiddenHeader),
);
export const actionsCellClasses = perDensity((density) =>
  cx(cellClasses[density].start, cells.actionsCell, cards.narrowAsideCell),
);
export const selectCellClasses = perDensity((density) =>
  cx(cellClasses[density].start, cards.narrowSelectCell),
);

export const narrowCellClasses = {
  title: cards.narrowTitleCell,
  line: cards.narrowLineCell,
  aside: cards.narrowAsideCell,
  hidden: cards.narrowHiddenCell,
} satisfies Record<DataTableNarrowPlacement | 'title', string>;

export const rowClass = cx(cells.row, cards.narrowRow);
export const skeletonRowClass = cx(rowClass, skeletonRow);

/** Where a column goes on a card: the row header is the title; status sits beside it. */
export function narrowPlacement(
  column: { id: string; narrow?: DataTableNarrowPlacement },
  titleId: string | undefined,
) {
  if (column.id === titleId) return 'title';
  return column.narrow ?? (column.id === 'status' ? 'aside' : 'line');
}
