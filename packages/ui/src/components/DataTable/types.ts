import type { ReactNode } from 'react';
import type { DataTableAlign, DataTableNarrowPlacement } from './table.css';

// The shapes DataTable's props are made of, apart from the component so its parts (header, rows,
// the phone's sort bar) can use them without importing the table itself.

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
