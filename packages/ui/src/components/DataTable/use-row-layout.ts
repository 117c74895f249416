import { useId, useMemo } from 'react';
import type { Key } from 'react-aria-components';
import type { MenuAction } from '../Menu/Menu';
import { cx } from '../private/cx';
import { cellClasses, narrowCellClasses, narrowPlacement } from './column-classes';
import type { RowLayout } from './DataTableRow';
import type { DataTableDensity } from './table.css';
import type { DataTableColumn, DataTableRowPrimaryAction } from './types';
import type { Translate } from '../../i18n/use-kit-i18n';

interface RowLayoutOptions<Row> {
  columns: readonly DataTableColumn<Row>[];
  density: DataTableDensity;
  showCheckboxes: boolean;
  hasActions: boolean;
  opensRows: boolean;
  getRowId: (row: Row) => Key;
  getRowLabel: ((row: Row) => string) | undefined;
  getRowHref: ((row: Row) => string) | undefined;
  rowActions: ((row: Row) => readonly MenuAction[]) | undefined;
  rowPrimaryAction: ((row: Row) => DataTableRowPrimaryAction | undefined) | undefined;
  onSelect: (id: Key, isSelected: boolean) => void;
  t: Translate;
}

/**
 * What every body row shares (its columns' classes, where each cell goes on a phone's card, the
 * callbacks), built once per change of columns or options rather than per row; and the card's
 * title line as a grid template: [checkbox] title (growing) [asides...] [menu].
 */
export function useRowLayout<Row>({
  columns,
  density,
  showCheckboxes,
  hasActions,
  opensRows,
  getRowId,
  getRowLabel,
  getRowHref,
  rowActions,
  rowPrimaryAction,
  onSelect,
  t,
}: RowLayoutOptions<Row>) {
  const idPrefix = useId();
  const titleIndex = Math.max(
    0,
    columns.findIndex((column) => column.isRowHeader),
  );
  const titleId = columns[titleIndex]?.id;

  const placements = useMemo(
    () => columns.map((column) => narrowPlacement(column, titleId)),
    [columns, titleId],
  );
  const layout = useMemo<RowLayout<Row>>(
    () => ({
      columns,
      placements,
      cellClasses: columns.map((column, index) =>
        cx(cellClasses[density][column.align ?? 'start'], narrowCellClasses[placements[index]!]),
      ),
      titleIndex,
      density,
      showCheckboxes,
      hasActions,
      opensRows,
      idPrefix,
      getRowId,
      getRowLabel,
      getRowHref,
      rowActions,
      rowPrimaryAction,
      onSelect,
      t,
    }),
    [
      columns,
      placements,
      titleIndex,
      density,
      showCheckboxes,
      hasActions,
      opensRows,
      idPrefix,
      getRowId,
      getRowLabel,
      getRowHref,
      rowActions,
      rowPrimaryAction,
      onSelect,
      t,
    ],
  );

  const narrowTemplate = [
    showCheckboxes ? 'auto' : '',
    '[title] minmax(0, 1fr)',
    ...placements.filter((placement) => placement === 'aside').map(() => 'auto'),
    hasActions ? 'auto' : '',
  ]
    .filter(Boolean)
    .join(' ');

  return { layout, narrowTemplate };
}
