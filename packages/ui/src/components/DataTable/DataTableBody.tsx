import type { MouseEvent, ReactNode } from 'react';
import type { Key } from 'react-aria-components';
import { DataTableRow, type RowLayout } from './DataTableRow';
import { SkeletonRow, type DataTableLoadingShape } from './SkeletonRow';
import { body, emptyCell, emptyRow } from './table.css';

interface DataTableBodyProps<Row> {
  rows: readonly Row[];
  /** The rows' ids and React keys, in the rows' order (see `useRowKeys`). */
  pageIds: readonly Key[];
  rowKeys: readonly number[];
  selected: ReadonlySet<Key>;
  layout: RowLayout<Row>;
  isLoading: boolean;
  loadingRowCount: number;
  loadingRowShape: DataTableLoadingShape;
  loadingLabel: string;
  /** The table's own empty state, or the caller's. */
  emptyState: ReactNode;
  /** Every column, the checkbox and actions ones included: the empty cell spans them all. */
  columnCount: number;
  onClick: (event: MouseEvent<HTMLTableSectionElement>) => void;
}

/** The table's body: skeleton rows while loading, else the empty state or one row per row. */
export function DataTableBody<Row>({
  rows,
  pageIds,
  rowKeys,
  selected,
  layout,
  isLoading,
  loadingRowCount,
  loadingRowShape,
  loadingLabel,
  emptyState,
  columnCount,
  onClick,
}: DataTableBodyProps<Row>) {
  let content: ReactNode;
  if (isLoading) {
    content = Array.from({ length: Math.max(1, loadingRowCount) }, (_, index) => (
      <SkeletonRow
        key={index}
        index={index}
        label={loadingLabel}
        layout={layout as RowLayout<never>}
        titleShape={loadingRowShape}
      />
    ));
  } else if (rows.length === 0) {
    content = (
      <tr className={emptyRow}>
        <td colSpan={columnCount} className={emptyCell}>
          {emptyState}
        </td>
      </tr>
    );
  } else {
    content = rows.map((row, index) => (
      <DataTableRow
        key={rowKeys[index]}
        row={row}
        index={index}
        isSelected={layout.showCheckboxes && selected.has(pageIds[index]!)}
        layout={layout}
      />
    ));
  }
  return (
    // A pointer convenience: the keyboard's way to open a row is its row header's button.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <tbody className={body} onClick={onClick}>
      {content}
    </tbody>
  );
}
