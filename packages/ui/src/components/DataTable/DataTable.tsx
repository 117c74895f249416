import { useMemo, useRef, type ReactNode } from 'react';
import type { Key } from 'react-aria-components';
import { Button } from '../Button/Button';
import { EmptyState } from '../EmptyState/EmptyState';
import type { MenuAction } from '../Menu/Menu';
import { cx } from '../private/cx';
import { opensRows as opensRowsClass } from './cells.css';
import { DataTableBody } from './DataTableBody';
import { DataTableHead } from './DataTableHead';
import { toggleCheckboxOnEnter, useRowClick } from './row-events';
import type { DataTableLoadingShape } from './SkeletonRow';
import * as styles from './table.css';
import type { DataTableDensity } from './table.css';
import type { DataTableColumn, DataTableRowPrimaryAction, DataTableSort } from './types';
import { useOverflowFlag } from './use-overflow-flag';
import { useRowKeys } from './use-row-keys';
import { useRowLayout } from './use-row-layout';
import { useSelection } from './use-selection';
import { useKitI18n } from '../../i18n/use-kit-i18n';

export type {
  DataTableColumn,
  DataTableRowPrimaryAction,
  DataTableSort,
  DataTableSortDirection,
} from './types';

/** The custom property's own name, for an inline style (`createVar` gives `var(--name)`). */
const narrowColumnsProperty = styles.narrowColumns.slice(4, -1);

export interface DataTableProps<Row> {
  /**
   * The columns, in order. Keep the array (and `getRowId`, `getRowLabel`, `rowActions`) stable
   * between renders, e.g. with `useMemo` or at module level: when one changes every row is drawn
   * again.
   */
  columns: readonly DataTableColumn<Row>[];
  /**
   * The rows to show now: one page, already filtered, sorted and sliced by the caller. Keep row
   * objects stable between renders; each row's cells are drawn once and reused until the row
   * object or `columns` change.
   */
  rows: readonly Row[];
  /** A unique, stable id for a row, used for selection. */
  getRowId: (row: Row) => Key;
  /**
   * A short name for a row, used in its action menu's label ('Actions for Jane Doe').
   * @default the row id
   */
  getRowLabel?: (row: Row) => string;
  /**
   * The address of a row's own page. The row header's content becomes a link to it: the
   * keyboard's way to open the row, and a real link (open in a new tab, copy its address). A plain
   * click on it, or anywhere on the row, calls `onRowAction` when given (to navigate inside the
   * app), or else follows the link.
   * @default undefined (with `onRowAction`, the row header's content is a button instead)
   */
  getRowHref?: (row: Row) => string;
  /**
   * The current sort (controlled): shows the arrow and `aria-sort` on that column.
   * @default undefined
   */
  sort?: DataTableSort | null;
  /**
   * Called when a sortable header is pressed: ascending first, then toggling on each press.
   * @default undefined
   */
  onSortChange?: (sort: DataTableSort) => void;
  /**
   * `multiple` adds a checkbox to each row and a select-all checkbox for the page to the header;
   * `single` adds the row checkboxes only, and checking one unchecks the other (e.g. picking the
   * rider to assign).
   * @default 'multiple' when a selection prop is given, otherwise 'none'
   */
  selectionMode?: 'none' | 'single' | 'multiple';
  /**
   * Ids of the selected rows (controlled). May hold ids of rows on other pages: select-all and
   * the row checkboxes only change this page's part.
   * @default undefined
   */
  selectedIds?: ReadonlySet<Key>;
  /**
   * Ids selected at first (uncontrolled).
   * @default none
   */
  defaultSelectedIds?: Iterable<Key>;
  /**
   * Called with the new set of selected ids.
   * @default undefined
   */
  onSelectionChange?: (selectedIds: Set<Key>) => void;
  /**
   * Called when a row is clicked (anywhere but on its checkbox, menu or links), or its row
   * header's button is pressed (Enter or Space: the keyboard's way in), e.g. to open the row's
   * page, also while rows are selected. Selection is by the checkboxes only, and Enter on a
   * checkbox toggles it rather than opening the row.
   * @default undefined
   */
  onRowAction?: (row: Row) => void;
  /**
   * The actions in a row's "⋮" menu, in a last column; an empty list shows no menu for that row.
   * @default undefined
   */
  rowActions?: (row: Row) => readonly MenuAction[];
  /**
   * A row's primary action, shown as a small primary button in the actions column, before the
   * "⋮" menu (D61); `undefined` for a row that has none. Keep it for the one next step a list
   * exists for (a pending order's 'Assign Rider'), not for opening the row: a click on the row
   * does that.
   * @default undefined
   */
  rowPrimaryAction?: (row: Row) => DataTableRowPrimaryAction | undefined;
  /**
   * Shows skeleton rows of the table's own columns in place of the rows (`loadingRowCount` of
   * them), so nothing jumps when the rows arrive; `loadingLabel` is announced.
   * @default false
   */
  isLoading?: boolean;
  /**
   * How many skeleton rows stand in while loading: the page size, so the table keeps its height.
   * @default 5
   */
  loadingRowCount?: number;
  /**
   * What a skeleton row's header cell shows: `person`, an avatar and two lines, for a row header
   * that is a `PersonCell` (size 'sm'), so the rows keep their height when they arrive.
   * @default 'text'
   */
  loadingRowShape?: DataTableLoadingShape;
  /**
   * What the loading row says, e.g. 'Loading Travelers...'.
   * @default 'Loading...'
   */
  loadingLabel?: string;
  /**
   * Shown in the body when there are no rows and nothing is loading, e.g.
   * `<EmptyState title="No travelers found." hint="Try adjusting filters or check back later." />`.
   * @default an EmptyState reading 'No data found.'
   */
  emptyState?: ReactNode;
  /**
   * A load failure: replaces the table with this message, announced as an alert.
   * @default undefined
   */
  error?: ReactNode;
  /**
   * With `error`, adds a button that calls this to try loading again.
   * @default undefined
   */
  onRetry?: () => void;
  /**
   * Text of the retry button.
   * @default 'Try again'
   */
  retryLabel?: string;
  /**
   * Row height: `compact` fits more rows on screen, e.g. in a side panel or a picker dialog.
   * @default 'regular'
   */
  density?: DataTableDensity;
  /**
   * CSS max-height of the table; past it the rows scroll inside the frame under its header.
   * @default undefined (the table grows with its rows, and its header row sticks to the top of
   * the page's scroll, under the app shell's header)
   */
  maxHeight?: string;
  /**
   * Accessible name of the table; or use `aria-labelledby` with the id of a visible heading.
   * @default undefined
   */
  'aria-label'?: string;
  /**
   * Id of the element that names the table, such as the page heading.
   * @default undefined
   */
  'aria-labelledby'?: string;
  /**
   * Id of an element that describes the table.
   * @default undefined
   */
  'aria-describedby'?: string;
  /**
   * Extra class on the frame, for layout.
   * @default undefined
   */
  className?: string;
}

/**
 * The back office's list table: a native `<table>` with sortable headers (a button in each,
 * `aria-sort` on the sorted one), row checkboxes with select-all for the page, a row action (a
 * click on the row, or the row header's button from the keyboard), an optional "⋮" menu per row
 * with an optional primary button beside it, and loading, empty and error states. It draws only the rows it is given, so a list of any size
 * stays fast: page it with `Pagination`. Tab reaches every checkbox, row button and menu; the
 * header row stays in view while the page scrolls; under 36rem of width rows become cards.
 */
export function DataTable<Row>({
  columns,
  rows,
  getRowId,
  getRowLabel,
  getRowHref,
  sort,
  onSortChange,
  selectionMode,
  selectedIds,
  defaultSelectedIds,
  onSelectionChange,
  onRowAction,
  rowActions,
  rowPrimaryAction,
  isLoading = false,
  loadingRowCount = 5,
  loadingRowShape = 'text',
  loadingLabel: loadingLabelProp,
  emptyState,
  error,
  onRetry,
  retryLabel: retryLabelProp,
  density = 'regular',
  maxHeight,
  className,
  ...labelling
}: DataTableProps<Row>) {
  const { t } = useKitI18n();
  const loadingLabel = loadingLabelProp ?? t('common.loadingEllipsis');
  const retryLabel = retryLabelProp ?? t('common.tryAgain');

  const pageIds = useMemo(() => rows.map(getRowId), [rows, getRowId]);
  const rowKeys = useRowKeys(pageIds);
  const { mode, selected, onSelect, onSelectAll } = useSelection({
    selectionMode,
    selectedIds,
    defaultSelectedIds,
    onSelectionChange,
    pageIds,
  });
  const selectedOnPage = pageIds.filter((id) => selected.has(id)).length;

  const frameRef = useRef<HTMLDivElement>(null);
  const tableRef = useRef<HTMLTableElement>(null);
  useOverflowFlag(frameRef, tableRef, error);

  const showCheckboxes = mode !== 'none';
  const hasActions = rowActions !== undefined || rowPrimaryAction !== undefined;
  const opensRows = onRowAction !== undefined || getRowHref !== undefined;
  const { layout, narrowTemplate } = useRowLayout({
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
  });
  const handleBodyClick = useRowClick(rows, onRowAction);

  if (error != null) {
    return (
      <div className={cx(styles.container, className)}>
        <EmptyState
          tone="danger"
          title={error}
          isLive
          action={
            onRetry && (
              <Button variant="secondary" size="sm" onPress={onRetry}>
                {retryLabel}
              </Button>
            )
          }
        />
      </div>
    );
  }

  const columnCount = columns.length + (showCheckboxes ? 1 : 0) + (hasActions ? 1 : 0);

  return (
    <div
      ref={frameRef}
      className={cx(styles.container, maxHeight ? styles.scrollContainer : undefined, className)}
      style={{ maxHeight, [narrowColumnsProperty]: narrowTemplate }}
    >
      {/* Delegation: Enter on any checkbox of the table (each one is focusable and named). */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <table
        ref={tableRef}
        {...labelling}
        className={cx(styles.table, opensRows && !isLoading ? opensRowsClass : undefined)}
        onKeyDown={showCheckboxes ? toggleCheckboxOnEnter : undefined}
      >
        <DataTableHead
          columns={columns}
          density={density}
          sort={sort}
          onSortChange={onSortChange}
          selectionMode={mode}
          pageSelection={
            selectedOnPage === 0 ? 'none' : selectedOnPage === pageIds.length ? 'all' : 'some'
          }
          onSelectAll={onSelectAll}
          isSelectAllDisabled={isLoading || rows.length === 0}
          hasActions={hasActions}
        />
        <DataTableBody
          rows={rows}
          pageIds={pageIds}
          rowKeys={rowKeys}
          selected={selected}
          layout={layout}
          isLoading={isLoading}
          loadingRowCount={loadingRowCount}
          loadingRowShape={loadingRowShape}
          loadingLabel={loadingLabel}
          emptyState={emptyState ?? <EmptyState title={t('dataTable.empty')} />}
          columnCount={columnCount}
          onClick={handleBodyClick}
        />
      </table>
    </div>
  );
}
