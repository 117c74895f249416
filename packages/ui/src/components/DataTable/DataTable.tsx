import {
  useCallback,
  useMemo,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  type ReactNode,
} from 'react';
import {
  ButtonContext,
  Cell,
  Column,
  Row as RACRow,
  Table,
  TableBody,
  TableHeader,
  VisuallyHidden,
  type Key,
  type Selection,
  type SortDescriptor,
} from 'react-aria-components';
import { Button } from '../Button/Button';
import { Checkbox } from '../Checkbox/Checkbox';
import { EmptyState } from '../EmptyState/EmptyState';
import { Menu, type MenuAction } from '../Menu/Menu';
import { Skeleton } from '../Skeleton/Skeleton';
import { cx } from '../private/cx';
import { SortGlyph } from '../private/icons';
import { useControllableState } from '../private/use-controllable-state';
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
const columnClasses = classTable(styles.column);
const cellClasses = classTable(styles.cell);
const checkboxColumnClasses = {
  regular: cx(columnClasses.regular.start, styles.checkboxColumn),
  compact: cx(columnClasses.compact.start, styles.checkboxColumn),
};
const actionsColumnClasses = {
  regular: cx(columnClasses.regular.start, styles.actionsColumn),
  compact: cx(columnClasses.compact.start, styles.actionsColumn),
};
const actionsCellClasses = {
  regular: cx(cellClasses.regular.start, styles.actionsCell, styles.narrowAsideCell),
  compact: cx(cellClasses.compact.start, styles.actionsCell, styles.narrowAsideCell),
};
const selectCellClasses = {
  regular: cx(cellClasses.regular.start, styles.narrowSelectCell),
  compact: cx(cellClasses.compact.start, styles.narrowSelectCell),
};
const narrowCellClasses = {
  title: styles.narrowTitleCell,
  line: styles.narrowLineCell,
  aside: styles.narrowAsideCell,
  hidden: styles.narrowHiddenCell,
} satisfies Record<DataTableNarrowPlacement | 'title', string>;

const rowClass = cx(styles.row, styles.narrowRow);

/** The custom property's own name, for an inline style (`createVar` gives `var(--name)`). */
const narrowColumnsProperty = styles.narrowColumns.slice(4, -1);

/** Where a column goes on a card: the row header is the title; status sits beside it. */
function narrowPlacement<Row>(column: DataTableColumn<Row>, titleId: string | undefined) {
  if (column.id === titleId) return 'title';
  return column.narrow ?? (column.id === 'status' ? 'aside' : 'line');
}

/** A press on a control inside a row (checkbox, menu, link) is the control's, not the row's. */
const ownPressTarget = 'input, button, a, label, [role="menu"], [data-selection-cell]';

/** The body row a pointer or key event happened in, when it is not on a control of its own. */
function bodyRowOf(target: EventTarget) {
  if (!(target instanceof Element) || target.closest(ownPressTarget)) return null;
  const row = target.closest('[role="row"]');
  return row?.parentElement?.tagName === 'TBODY' ? row : null;
}

/** One column: how to head it and how to draw a row's cell in it. */
export interface DataTableColumn<Row> {
  /** Unique among the columns. */
  id: string;
  /** Header content, usually a short label such as 'Traveler Name'. */
  header: ReactNode;
  /** The cell for one row; plain text, or a node such as a badge or an avatar with a name. */
  cell: (row: Row) => ReactNode;
  /**
   * Header text for assistive technology when `header` is not plain text.
   * @default undefined
   */
  textValue?: string;
  /**
   * Pressing the header (or Enter on it) asks for a sort; pressing again reverses it.
   * @default false
   */
  isSortable?: boolean;
  /**
   * What `sort.column` says for this column, when the data's field differs from `id`, e.g.
   * `'orders_count'` for an 'Orders' column.
   * @default the column's id
   */
  sortKey?: string;
  /**
   * CSS width of the column, e.g. `'8rem'` or `'20%'`; the others share what is left.
   * @default undefined
   */
  width?: string | number;
  /**
   * Horizontal alignment of header and cells; `end` for amounts and counts.
   * @default 'start'
   */
  align?: DataTableAlign;
  /**
   * The column that names a row (e.g. the name), read out when moving between rows and used in
   * the row checkbox's label ('Select Jane Doe').
   * @default true for the first column when no column sets it
   */
  isRowHeader?: boolean;
  /**
   * Where the cell goes when the table is narrow (its frame under 36rem, a phone) and each row
   * becomes a card: `line` a 'Column: value' line under the card's title, `aside` on the title
   * line at its end (a status badge), `hidden` left out (when the title already says it, e.g. an
   * email shown under the name). The row header is always the title; the checkbox and the row
   * menu always stay on the title line.
   * @default 'aside' for a column whose id is 'status', otherwise 'line'
   */
  narrow?: DataTableNarrowPlacement;
}

export type DataTableSortDirection = 'ascending' | 'descending';

/** Which column the rows are sorted by, as the caller sorts them. */
export interface DataTableSort {
  /** The column's `sortKey`, or its `id` when it has none. */
  column: string;
  direction: DataTableSortDirection;
}

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
  /** A unique, stable id for a row, used for selection, focus and `onRowAction`. */
  getRowId: (row: Row) => Key;
  /**
   * A short name for a row, used in its action menu's label ('Actions for Jane Doe').
   * @default the row id
   */
  getRowLabel?: (row: Row) => string;
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
   * Called when a row is clicked or Enter is pressed on it, e.g. to open the row's page, also
   * while rows are selected: selection is by the checkbox (or Space on the row), and Enter on a
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
   * CSS max-height of the table; past it the rows scroll under the sticky header.
   * @default undefined (the table grows with its rows)
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
 * The back office's list table: react-aria-components' Table with sortable headers, row
 * checkboxes with select-all for the page, a row action (click or Enter), an optional "⋮" menu
 * per row, and loading, empty and error states. It draws only the rows it is given, so a list of
 * any size stays fast: page it with `Pagination`. Arrow keys move between rows and cells, Space
 * selects, Enter opens, Tab leaves the table.
 */
export function DataTable<Row>({
  columns,
  rows,
  getRowId,
  getRowLabel,
  sort,
  onSortChange,
  selectionMode,
  selectedIds,
  defaultSelectedIds,
  onSelectionChange,
  onRowAction,
  rowActions,
  isLoading = false,
  loadingRowCount = 5,
  loadingLabel = 'Loading...',
  emptyState,
  error,
  onRetry,
  retryLabel = 'Try again',
  density = 'regular',
  maxHeight,
  className,
  ...labelling
}: DataTableProps<Row>) {
  const mode =
    selectionMode ?? (selectedIds || defaultSelectedIds || onSelectionChange ? 'multiple' : 'none');
  const [initialSelection] = useState<ReadonlySet<Key>>(() => new Set(defaultSelectedIds));
  const [selected, setSelected] = useControllableState<ReadonlySet<Key>>(
    selectedIds,
    initialSelection,
    onSelectionChange as ((ids: ReadonlySet<Key>) => void) | undefined,
  );

  const rowsById = useMemo(
    () => new Map(rows.map((row) => [getRowId(row), row])),
    [rows, getRowId],
  );

  const sortDescriptor = useMemo<SortDescriptor | undefined>(() => {
    if (!sort) return undefined;
    const column = columns.find((candidate) => (candidate.sortKey ?? candidate.id) === sort.column);
    return column ? { column: column.id, direction: sort.direction } : undefined;
  }, [sort, columns]);

  const handleSortChange = useCallback(
    (descriptor: SortDescriptor) => {
      const column = columns.find((candidate) => candidate.id === descriptor.column);
      if (column)
        onSortChange?.({ column: column.sortKey ?? column.id, direction: descriptor.direction });
    },
    [columns, onSortChange],
  );

  // Only this page's part of the selection changes; ids from other pages are kept.
  const handleSelectionChange = useCallback(
    (selection: Selection) => {
      if (mode === 'single') {
        setSelected(new Set(selection === 'all' ? [] : selection));
        return;
      }
      const next = new Set([...selected].filter((id) => !rowsById.has(id)));
      const onPage = selection === 'all' ? rowsById.keys() : selection;
      for (const id of onPage) if (rowsById.has(id)) next.add(id);
      setSelected(next);
    },
    [mode, selected, rowsById, setSelected],
  );

  const handleRowAction = useCallback(
    (key: Key) => {
      const row = rowsById.get(key);
      if (row !== undefined) onRowAction?.(row);
    },
    [rowsById, onRowAction],
  );

  const showCheckboxes = mode !== 'none';
  const hasActions = rowActions !== undefined;

  const titleId = (columns.find((column) => column.isRowHeader) ?? columns[0])?.id;
  const bodyCellClasses = useMemo(
    () =>
      columns.map((column) =>
        cx(
          cellClasses[density][column.align ?? 'start'],
          narrowCellClasses[narrowPlacement(column, titleId)],
        ),
      ),
    [columns, density, titleId],
  );
  // The card's title line: [checkbox] title (growing) [asides...] [menu].
  const narrowTemplate = [
    showCheckboxes ? 'auto' : '',
    '[title] minmax(0, 1fr)',
    ...columns.filter((column) => narrowPlacement(column, titleId) === 'aside').map(() => 'auto'),
    hasActions ? 'auto' : '',
  ]
    .filter(Boolean)
    .join(' ');

  // React Aria's table turns a row click into a selection toggle once any row is selected
  // (its "selection mode"), which hid the row's page behind a second step on every list with a
  // selection. Selection here is by checkbox, so a click on a row opens it whatever is selected:
  // the press is taken before the row sees it, and the click opens the row.
  const takesRowPress = onRowAction !== undefined && showCheckboxes && selected.size > 0;
  const handlePointerDownCapture = useCallback(
    (event: PointerEvent) => {
      if (takesRowPress && bodyRowOf(event.target)) event.stopPropagation();
    },
    [takesRowPress],
  );
  const openRowOf = useCallback(
    (row: Element) => {
      const key = row.getAttribute('data-key');
      const match = rows.find((candidate) => String(getRowId(candidate)) === key);
      if (match !== undefined) onRowAction?.(match);
    },
    [rows, getRowId, onRowAction],
  );
  const handleClickCapture = useCallback(
    (event: MouseEvent) => {
      const row = takesRowPress ? bodyRowOf(event.target) : null;
      if (!row) return;
      event.stopPropagation();
      openRowOf(row);
    },
    [takesRowPress, openRowOf],
  );
  // Enter on a row's checkbox (or select-all) would reach the row and open it; it toggles the
  // checkbox instead, as Space does. Enter on a row opens it, also while rows are selected.
  const handleKeyDownCapture = useCallback(
    (event: KeyboardEvent) => {
      if (event.key !== 'Enter') return;
      const target = event.target;
      if (target instanceof HTMLInputElement && target.type === 'checkbox') {
        event.preventDefault();
        event.stopPropagation();
        target.click();
        return;
      }
      const row = takesRowPress ? bodyRowOf(target) : null;
      if (!row) return;
      event.preventDefault();
      event.stopPropagation();
      openRowOf(row);
    },
    [takesRowPress, openRowOf],
  );

  const renderRow = useCallback(
    (row: Row) => {
      const id = getRowId(row);
      const actions = rowActions?.(row) ?? [];
      return (
        <RACRow id={id} className={rowClass}>
          {showCheckboxes && (
            <Cell className={selectCellClasses[density]} data-selection-cell>
              <Checkbox slot="selection" className={styles.checkbox} />
            </Cell>
          )}
          {columns.map((column, index) => (
            <Cell key={column.id} className={bodyCellClasses[index]}>
              {narrowPlacement(column, titleId) === 'line' && (
                <span className={styles.cellLabel} aria-hidden="true">
                  {column.textValue ?? column.header}
                </span>
              )}
              {column.cell(row)}
            </Cell>
          ))}
          {hasActions && (
            <Cell className={actionsCellClasses[density]}>
              {actions.length > 0 && (
                // RAC's Row hands a new ButtonContext (its drag and chevron slots) to its
                // buttons on every render of the table, which redrew each row's menu trigger on
                // every sort or selection change; the trigger uses none of those slots.
                <ButtonContext.Provider value={null}>
                  <Menu
                    items={actions}
                    aria-label={`Actions for ${getRowLabel?.(row) ?? String(id)}`}
                    excludeFromTabOrder
                  />
                </ButtonContext.Provider>
              )}
            </Cell>
          )}
        </RACRow>
      );
    },
    [
      columns,
      getRowId,
      getRowLabel,
      rowActions,
      showCheckboxes,
      hasActions,
      density,
      bodyCellClasses,
      titleId,
    ],
  );

  const skeletonRows = useMemo(
    () => Array.from({ length: Math.max(1, loadingRowCount) }, (_, index) => ({ id: index })),
    [loadingRowCount],
  );
  const renderSkeletonRow = useCallback(
    ({ id }: { id: number }) => (
      <RACRow id={`skeleton-${id}`} isDisabled className={cx(rowClass, styles.skeletonRow)}>
        {showCheckboxes && <Cell className={selectCellClasses[density]} />}
        {columns.map((column, index) => (
          <Cell key={column.id} className={bodyCellClasses[index]}>
            {index === 0 && (
              // Names each stand-in row (its header cell has no text); the first announces it.
              <VisuallyHidden>
                <span role={id === 0 ? 'status' : undefined}>{loadingLabel}</span>
              </VisuallyHidden>
            )}
            {narrowPlacement(column, titleId) === 'aside' ? (
              // A status: a pill the size of a badge.
              <span className={styles.skeletonBadge}>
                <Skeleton shape="rect" width="5rem" height="100%" />
              </span>
            ) : (
              // Widths vary by row, as real text does; a column's alignment is kept.
              <Skeleton
                width={`${[70, 55, 85, 45, 65][(id + index) % 5]}%`}
                className={styles.skeletonLine}
              />
            )}
          </Cell>
        ))}
        {hasActions && (
          <Cell className={actionsCellClasses[density]}>
            <span className={styles.skeletonAction} />
          </Cell>
        )}
      </RACRow>
    ),
    [columns, bodyCellClasses, density, showCheckboxes, hasActions, loadingLabel, titleId],
  );

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

  return (
    <div
      className={cx(styles.container, className)}
      style={{ maxHeight, [narrowColumnsProperty]: narrowTemplate }}
      onPointerDownCapture={handlePointerDownCapture}
      onClickCapture={handleClickCapture}
      onKeyDownCapture={handleKeyDownCapture}
    >
      <Table
        {...labelling}
        className={styles.table}
        selectionMode={mode}
        selectionBehavior="toggle"
        selectedKeys={selected}
        onSelectionChange={handleSelectionChange}
        sortDescriptor={sortDescriptor}
        onSortChange={handleSortChange}
        onRowAction={onRowAction ? handleRowAction : undefined}
      >
        <TableHeader className={styles.header}>
          {showCheckboxes && (
            <Column
              className={cx(
                checkboxColumnClasses[density],
                mode === 'multiple' ? styles.narrowHeader : styles.narrowHiddenHeader,
              )}
            >
              {mode === 'multiple' ? (
                <Checkbox slot="selection" className={styles.checkbox} />
              ) : (
                <VisuallyHidden>Select</VisuallyHidden>
              )}
            </Column>
          )}
          {columns.map((column) => (
            <Column
              key={column.id}
              id={column.id}
              isRowHeader={column.isRowHeader}
              allowsSorting={column.isSortable}
              textValue={column.textValue}
              className={cx(
                columnClasses[density][column.align ?? 'start'],
                column.isSortable ? styles.narrowHeader : styles.narrowHiddenHeader,
              )}
              style={column.width != null ? { width: column.width } : undefined}
            >
              {({ allowsSorting, sortDirection }) => (
                <span className={styles.columnContent}>
                  {column.header}
                  {allowsSorting && (
                    <SortGlyph direction={sortDirection} className={styles.sortGlyph} />
                  )}
                </span>
              )}
            </Column>
          ))}
          {hasActions && (
            <Column className={cx(actionsColumnClasses[density], styles.narrowHiddenHeader)}>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Column>
          )}
        </TableHeader>
        <TableBody
          className={styles.body}
          items={(isLoading ? skeletonRows : rows) as readonly object[]}
          dependencies={[renderRow, isLoading, renderSkeletonRow]}
          renderEmptyState={() => emptyState ?? <EmptyState title="No data found." />}
        >
          {(item: object) =>
            isLoading ? renderSkeletonRow(item as { id: number }) : renderRow(item as Row)
          }
        </TableBody>
      </Table>
    </div>
  );
}
