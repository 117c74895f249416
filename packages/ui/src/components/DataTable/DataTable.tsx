import {
  useCallback,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
import type { Key } from 'react-aria-components';
import { Button } from '../Button/Button';
import { EmptyState } from '../EmptyState/EmptyState';
import type { MenuAction } from '../Menu/Menu';
import { cx } from '../private/cx';
import { useControllableState } from '../private/use-controllable-state';
import { narrowCellClasses, cellClasses, narrowPlacement } from './column-classes';
import * as styles from './DataTable.css';
import type { DataTableAlign, DataTableDensity, DataTableNarrowPlacement } from './DataTable.css';
import { DataTableHead } from './DataTableHead';
import { DataTableRow, type RowLayout } from './DataTableRow';
import { SkeletonRow, type DataTableLoadingShape } from './SkeletonRow';
import { useRowKeys } from './use-row-keys';
import { useKitI18n } from '../../i18n/use-kit-i18n';

/** The custom property's own name, for an inline style (`createVar` gives `var(--name)`). */
const narrowColumnsProperty = styles.narrowColumns.slice(4, -1);

/** A click on one of these inside a row is theirs, not the row's (the row button excepted). */
const ownControls = 'a, button, input, label, select, textarea, summary, [role="menu"]';

/** One column: how to head it and how to draw a row's cell in it. */
export interface DataTableColumn<Row> {
  /** Unique among the columns. */
  id: string;
  /** Header content, usually a short label such as 'Traveler Name'. */
  header: ReactNode;
  /**
   * The cell for one row; plain text, or a node such as a badge or an avatar with a name. When a
   * new page takes the place of the rows shown, text is updated in place and any other node is
   * mounted afresh for its row, so a cell component may keep state of its own.
   */
  cell: (row: Row) => ReactNode;
  /**
   * Header text for assistive technology when `header` is not plain text.
   * @default undefined
   */
  textValue?: string;
  /**
   * The header becomes a button: pressing it (or Enter on it) asks for a sort; pressing again
   * reverses it.
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
   * The column that names a row (e.g. the name): its cells are the row headers, read out with
   * every other cell of the row and in the row checkbox's label ('Select Jane Doe'). With
   * `onRowAction`, its content is the button that opens the row, so keep links out of it.
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

/** A row's primary action: a button beside its "⋮" menu, e.g. 'Assign Rider' on a pending order. */
export interface DataTableRowPrimaryAction {
  /** What the button reads, e.g. 'Assign Rider'. */
  label: string;
  /**
   * Where it leads: the button is then a link (open in a new tab, copy its address).
   * @default undefined
   */
  href?: string;
  /**
   * Called when it is pressed, for an action that is not a page.
   * @default undefined
   */
  onPress?: () => void;
  /**
   * Its name for assistive technology when `label` alone is ambiguous in a list, e.g.
   * 'Assign Rider to #ORD-12'.
   * @default the label
   */
  'aria-label'?: string;
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
  const mode =
    selectionMode ?? (selectedIds || defaultSelectedIds || onSelectionChange ? 'multiple' : 'none');
  const [initialSelection] = useState<ReadonlySet<Key>>(() => new Set(defaultSelectedIds));
  const [selected, setSelected] = useControllableState<ReadonlySet<Key>>(
    selectedIds,
    initialSelection,
    onSelectionChange as ((ids: ReadonlySet<Key>) => void) | undefined,
  );

  // Select-all takes or leaves this page only; ids from other pages are kept.
  const pageIds = useMemo(() => rows.map(getRowId), [rows, getRowId]);
  const rowKeys = useRowKeys(pageIds);
  const selectedOnPage = pageIds.filter((id) => selected.has(id)).length;

  // The checkbox handlers read the selection and the page through a ref, so they never change: a
  // change of selection redraws only the rows whose state changed, a new page not the header.
  const selection = useRef({ mode, selected, setSelected, pageIds });
  useLayoutEffect(() => {
    selection.current = { mode, selected, setSelected, pageIds };
  });
  const onSelect = useCallback((id: Key, isSelected: boolean) => {
    const { mode: current, selected: now, setSelected: set } = selection.current;
    if (current === 'single') {
      set(new Set(isSelected ? [id] : []));
      return;
    }
    const next = new Set(now);
    if (isSelected) next.add(id);
    else next.delete(id);
    set(next);
  }, []);
  const onSelectAll = useCallback((isSelected: boolean) => {
    const { selected: now, setSelected: set, pageIds: ids } = selection.current;
    const next = new Set(now);
    for (const id of ids) {
      if (isSelected) next.add(id);
      else next.delete(id);
    }
    set(next);
  }, []);

  // Wider than its frame: the frame scrolls sideways (see `styles.container`). Set on the element
  // directly, so a resize never re-renders the rows.
  const frameRef = useRef<HTMLDivElement>(null);
  const tableRef = useRef<HTMLTableElement>(null);
  useLayoutEffect(() => {
    const frame = frameRef.current;
    const table = tableRef.current;
    if (!frame || !table) return;
    const observer = new ResizeObserver(() => {
      frame.toggleAttribute('data-overflows', table.offsetWidth > frame.clientWidth + 1);
    });
    observer.observe(frame);
    observer.observe(table);
    return () => observer.disconnect();
  }, [error]);

  const showCheckboxes = mode !== 'none';
  const hasActions = rowActions !== undefined || rowPrimaryAction !== undefined;
  const idPrefix = useId();
  const titleIndex = Math.max(
    0,
    columns.findIndex((column) => column.isRowHeader),
  );
  const titleId = columns[titleIndex]?.id;

  const opensRows = onRowAction !== undefined || getRowHref !== undefined;
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

  // The card's title line: [checkbox] title (growing) [asides...] [menu].
  const narrowTemplate = [
    showCheckboxes ? 'auto' : '',
    '[title] minmax(0, 1fr)',
    ...placements.filter((placement) => placement === 'aside').map(() => 'auto'),
    hasActions ? 'auto' : '',
  ]
    .filter(Boolean)
    .join(' ');

  // One listener for every row: a click on a row opens it, unless it was on a control of its own
  // or ended a text selection. The row header's button or link is the row's own control, so a
  // press on it (or Enter on it) opens the row too.
  const handleBodyClick = useCallback(
    (event: MouseEvent<HTMLTableSectionElement>) => {
      const target = event.target;
      // Clicks in a row menu's list reach here through the portal; they are not the row's.
      if (!(target instanceof Element) || !event.currentTarget.contains(target)) return;
      const tr = target.closest('tr');
      const row = rows[Number(tr?.dataset.index)];
      if (!tr || row === undefined) return;
      const control = target.closest(ownControls);
      const onOwnControl = control !== null && tr.contains(control);
      if (onOwnControl) {
        if (!control.hasAttribute('data-row-button')) return;
        // A new tab or window (a modifier key held) is the browser's to open.
        if (
          control instanceof HTMLAnchorElement &&
          (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
        )
          return;
      } else if (window.getSelection()?.type === 'Range') return;
      if (onRowAction) {
        // Instead of the link's full page load: the app navigates.
        event.preventDefault();
        onRowAction(row);
      } else if (!onOwnControl) {
        tr.querySelector<HTMLElement>('[data-row-button]')?.click();
      }
    },
    [rows, onRowAction],
  );

  // Enter on a checkbox toggles it, as Space does, instead of submitting a form around the table.
  const handleKeyDown = useCallback((event: KeyboardEvent<HTMLTableElement>) => {
    const target = event.target;
    if (event.key !== 'Enter' || !(target instanceof HTMLInputElement)) return;
    if (target.type !== 'checkbox') return;
    event.preventDefault();
    target.click();
  }, []);

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
  let body: ReactNode;
  if (isLoading) {
    body = Array.from({ length: Math.max(1, loadingRowCount) }, (_, index) => (
      <SkeletonRow
        key={index}
        index={index}
        label={loadingLabel}
        layout={layout as RowLayout<never>}
        titleShape={loadingRowShape}
      />
    ));
  } else if (rows.length === 0) {
    body = (
      <tr className={styles.emptyRow}>
        <td colSpan={columnCount} className={styles.emptyCell}>
          {emptyState ?? <EmptyState title={t('dataTable.empty')} />}
        </td>
      </tr>
    );
  } else {
    body = rows.map((row, index) => {
      const id = pageIds[index]!;
      return (
        <DataTableRow
          key={rowKeys[index]}
          row={row}
          index={index}
          isSelected={showCheckboxes && selected.has(id)}
          layout={layout}
        />
      );
    });
  }

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
        className={cx(styles.table, opensRows && !isLoading ? styles.opensRows : undefined)}
        onKeyDown={showCheckboxes ? handleKeyDown : undefined}
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
        {/* A pointer convenience: the keyboard's way to open a row is its row header's button. */}
        {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions */}
        <tbody className={styles.body} onClick={handleBodyClick}>
          {body}
        </tbody>
      </table>
    </div>
  );
}
