import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, useState } from 'react';
import type { Key } from 'react-aria-components';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { EmptyState } from '../EmptyState/EmptyState';
import { Menu, type MenuAction, loadActionMenu } from '../Menu/Menu';
import { Pagination } from '../Pagination/Pagination';
import { PersonCell } from '../PersonCell/PersonCell';
import { Select, loadSelectField } from '../Select/Select';
import { StatusBadge } from '../StatusBadge/StatusBadge';
import { DataTable, type DataTableColumn, type DataTableSort } from './DataTable';
import { loadRowMenuPopover } from './RowMenu';
import { preload } from '../../storybook/preload';

interface Traveler {
  id: number;
  name: string;
  email: string;
  phone: string;
  orders: number;
  status: 'Active' | 'Suspended';
}

const firstNames = ['Jane', 'Amir', 'Chen', 'Lucía', 'Kofi', 'Ingrid', 'Tomás', 'Priya', 'Noah'];
const lastNames = ['Doe', 'Haddad', 'Wei', 'García', 'Mensah', 'Larsen', 'Silva', 'Nair', 'Kim'];

/** Deterministic sample travelers: the same data on every run. */
function makeTravelers(count: number): Traveler[] {
  return Array.from({ length: count }, (_, index) => {
    const first = firstNames[index % firstNames.length]!;
    const last = lastNames[Math.floor(index / firstNames.length) % lastNames.length]!;
    return {
      id: index + 1,
      name:
        index < firstNames.length * lastNames.length
          ? `${first} ${last}`
          : `${first} ${last} ${index + 1}`,
      email: `${first}.${last}${index + 1}@example.com`.toLowerCase(),
      phone: `555-${String(100 + (index % 900)).padStart(3, '0')}-${String(1000 + ((index * 37) % 9000))}`,
      orders: (index * 7) % 23,
      status: index % 4 === 3 ? 'Suspended' : 'Active',
    };
  });
}

const travelers = makeTravelers(5);

const columns: DataTableColumn<Traveler>[] = [
  {
    id: 'name',
    header: 'Traveler Name',
    isRowHeader: true,
    isSortable: true,
    cell: (row) => row.name,
  },
  { id: 'phone', header: 'Phone Number', isSortable: true, cell: (row) => row.phone },
  {
    id: 'orders',
    header: 'Orders',
    isSortable: true,
    sortKey: 'orders_count',
    align: 'end',
    width: '7rem',
    cell: (row) => row.orders,
  },
  {
    id: 'status',
    header: 'Status',
    isSortable: true,
    cell: (row) => (
      <StatusBadge status={row.status} tone={row.status === 'Active' ? 'success' : 'warning'} />
    ),
  },
];

const onViewProfile = fn();
const onSuspend = fn();
const onDelete = fn();

const travelerActions = (row: Traveler): MenuAction[] => [
  { id: 'view', label: 'View Profile', onAction: () => onViewProfile(row.id) },
  ...(row.status === 'Active'
    ? [{ id: 'suspend', label: 'Suspend', onAction: () => onSuspend(row.id) }]
    : []),
  { id: 'delete', label: 'Delete', tone: 'danger' as const, onAction: () => onDelete(row.id) },
];

const getRowId = (row: Traveler) => row.id;
const getRowLabel = (row: Traveler) => row.name;

const sortValue = (row: Traveler, column: string) =>
  column === 'orders_count' ? row.orders : row[column as 'name' | 'phone' | 'status'];

/** What the app does with `sort`: the table only reports it. */
function sortRows(rows: readonly Traveler[], sort: DataTableSort | null) {
  if (!sort) return rows;
  const factor = sort.direction === 'ascending' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const x = sortValue(a, sort.column);
    const y = sortValue(b, sort.column);
    return (x < y ? -1 : x > y ? 1 : 0) * factor || a.id - b.id;
  });
}

const meta = {
  title: 'Components/DataTable',
  component: DataTable<Traveler>,
  // The lazily loaded parts are there before the story renders: a cold cache too.
  loaders: [preload(loadRowMenuPopover, loadSelectField, loadActionMenu)],
  args: {
    'aria-label': 'Travelers',
    columns,
    rows: travelers,
    getRowId,
    getRowLabel,
    onRowAction: fn(),
  },
  beforeEach: () => {
    onViewProfile.mockClear();
    onSuspend.mockClear();
    onDelete.mockClear();
  },
} satisfies Meta<typeof DataTable<Traveler>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Sort and selection kept in state, like a list screen keeps them. */
function Stateful(args: Story['args'] & { initialSort?: DataTableSort | null }) {
  const { initialSort = null, ...props } = args;
  const [sort, setSort] = useState<DataTableSort | null>(initialSort);
  const [selectedIds, setSelectedIds] = useState<Set<Key>>(new Set());
  const rows = useMemo(() => sortRows(props.rows ?? [], sort), [props.rows, sort]);
  return (
    <DataTable<Traveler>
      {...(props as Required<typeof props>)}
      rows={rows}
      sort={sort}
      onSortChange={(next) => {
        props.onSortChange?.(next);
        setSort(next);
      }}
      selectedIds={selectedIds}
      onSelectionChange={(next) => {
        props.onSelectionChange?.(next);
        setSelectedIds(next);
      }}
    />
  );
}

const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);

/** How many lines an element's text is laid out on, clipped lines included. */
function lineCount(element: Element) {
  const range = document.createRange();
  range.selectNodeContents(element);
  return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
}
const firstColumnText = (table: HTMLElement) =>
  bodyRows(table).map((row) => within(row).getAllByRole('rowheader')[0]!.textContent);

export const Default: Story = {
  args: { rowActions: travelerActions },
  play: async ({ canvas, args }) => {
    const table = canvas.getByRole('table', { name: 'Travelers' });
    await expect(bodyRows(table)).toHaveLength(5);
    await expect(within(table).getByRole('rowheader', { name: 'Jane Doe' })).toBeVisible();
    // Pointer: a click anywhere on the row opens it.
    await userEvent.click(within(table).getByText('Amir Doe'));
    await expect(args.onRowAction).toHaveBeenCalledTimes(1);
    await expect(args.onRowAction).toHaveBeenCalledWith(travelers[1]);
  },
};

/**
 * The keyboard's way to open a row is its row header's button: Tab reaches it, Enter or Space
 * opens the row, and Tab goes on to the row's menu, then to the next row.
 */
export const KeyboardRowAction: Story = {
  args: { rowActions: travelerActions },
  play: async ({ canvas, args }) => {
    const table = canvas.getByRole('table', { name: 'Travelers' });
    const rowButton = (name: string) => within(table).getByRole('button', { name });
    // The headers come first in the Tab order, then each row's button and menu.
    await userEvent.tab();
    await expect(within(table).getByRole('button', { name: 'Traveler Name' })).toHaveFocus();
    rowButton('Chen Doe').focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRowAction).toHaveBeenCalledTimes(1);
    await expect(args.onRowAction).toHaveBeenLastCalledWith(travelers[2]);
    await userEvent.keyboard(' ');
    await expect(args.onRowAction).toHaveBeenCalledTimes(2);
    await userEvent.tab();
    await expect(rowButton('Actions for Chen Doe')).toHaveFocus();
    await userEvent.tab();
    await expect(rowButton('Lucía Doe')).toHaveFocus();
    await expect(args.onRowAction).toHaveBeenCalledTimes(2);
    // The row header is the button's cell: its name is the row's name.
    await expect(within(table).getByRole('rowheader', { name: 'Lucía Doe' })).toContainElement(
      rowButton('Lucía Doe'),
    );
  },
};

/**
 * With `getRowHref` the row header is a real link to the row's page: a plain click on it (or on
 * the row, or Enter on it) calls `onRowAction` instead of loading the page, and a click with a
 * modifier key is left to the browser (a new tab).
 */
export const RowLinks: Story = {
  args: { getRowHref: (row: Traveler) => `#/travelers/${row.id}`, rowActions: travelerActions },
  play: async ({ canvas, args }) => {
    const table = canvas.getByRole('table', { name: 'Travelers' });
    const link = within(table).getByRole('link', { name: 'Chen Doe' });
    await expect(link).toHaveAttribute('href', '#/travelers/3');
    await expect(within(table).getByRole('rowheader', { name: 'Chen Doe' })).toContainElement(link);
    // What the browser would do with each click, read after the table had its say.
    const defaults: boolean[] = [];
    const record = (event: Event) => {
      defaults.push(event.defaultPrevented);
      event.preventDefault();
    };
    document.addEventListener('click', record);
    try {
      await userEvent.click(link);
      await expect(args.onRowAction).toHaveBeenLastCalledWith(travelers[2]);
      link.focus();
      await userEvent.keyboard('{Enter}');
      await expect(args.onRowAction).toHaveBeenCalledTimes(2);
      // One session, so the held Control reaches the click.
      const user = userEvent.setup();
      await user.keyboard('{Control>}');
      await user.click(link);
      await user.keyboard('{/Control}');
      await expect(args.onRowAction).toHaveBeenCalledTimes(2);
      await expect(defaults).toEqual([true, true, false]);
      await userEvent.click(within(table).getByText('555-103-1111'));
      await expect(args.onRowAction).toHaveBeenLastCalledWith(travelers[3]);
    } finally {
      document.removeEventListener('click', record);
    }
  },
};

/** Pressing a header sorts ascending, pressing it again descending; Enter does the same. */
export const Sorting: Story = {
  render: (args) => <Stateful {...args} />,
  args: { onSortChange: fn() },
  play: async ({ canvas, args }) => {
    const table = canvas.getByRole('table', { name: 'Travelers' });
    const ordersHeader = within(table).getByRole('columnheader', { name: 'Orders' });
    const ordersButton = within(ordersHeader).getByRole('button', { name: 'Orders' });
    // Only the sorted column says how it is sorted.
    await expect(ordersHeader).not.toHaveAttribute('aria-sort');

    await userEvent.click(ordersButton);
    await expect(args.onSortChange).toHaveBeenLastCalledWith({
      column: 'orders_count',
      direction: 'ascending',
    });
    await expect(ordersHeader).toHaveAttribute('aria-sort', 'ascending');
    const ascending = bodyRows(table).map((row) =>
      Number((row as HTMLTableRowElement).cells[2]!.textContent),
    );
    await expect(ascending).toEqual([...ascending].sort((a, b) => a - b));

    await userEvent.click(ordersButton);
    await expect(args.onSortChange).toHaveBeenLastCalledWith({
      column: 'orders_count',
      direction: 'descending',
    });
    await expect(ordersHeader).toHaveAttribute('aria-sort', 'descending');
    const descending = bodyRows(table).map((row) =>
      Number((row as HTMLTableRowElement).cells[2]!.textContent),
    );
    await expect(descending).toEqual([...descending].sort((a, b) => b - a));

    // Keyboard: Tab from select-all to the name's sort button, Enter.
    within(table).getByRole('checkbox', { name: 'Select All' }).focus();
    await userEvent.tab();
    await expect(within(table).getByRole('button', { name: 'Traveler Name' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSortChange).toHaveBeenLastCalledWith({
      column: 'name',
      direction: 'ascending',
    });
    await userEvent.keyboard('{Enter}');
    await expect(args.onSortChange).toHaveBeenLastCalledWith({
      column: 'name',
      direction: 'descending',
    });
    await expect(firstColumnText(table)).toEqual(
      [...travelers.map((row) => row.name)].sort().reverse(),
    );
    await expect(ordersHeader).not.toHaveAttribute('aria-sort');
  },
};

/** Already sorted when it opens, e.g. support tickets by date, newest first. */
export const Sorted: Story = {
  render: (args) => (
    <Stateful {...args} initialSort={{ column: 'name', direction: 'descending' }} />
  ),
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Travelers' });
    await expect(
      within(table).getByRole('columnheader', { name: 'Traveler Name' }),
    ).toHaveAttribute('aria-sort', 'descending');
    await expect(firstColumnText(table)[0]).toBe('Lucía Doe');
  },
};

/** One checked row makes select-all indeterminate; select-all then takes the whole page. */
export const Selection: Story = {
  render: (args) => <Stateful {...args} />,
  args: { onSelectionChange: fn(), rowActions: travelerActions },
  play: async ({ canvas, args }) => {
    const table = canvas.getByRole('table', { name: 'Travelers' });
    const selectAll = within(table).getByRole('checkbox', { name: 'Select All' });
    const amir = within(table).getByRole('checkbox', { name: /Select Amir Doe/ });

    // Pointer.
    await userEvent.click(amir);
    await expect(amir).toBeChecked();
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(new Set([2]));
    await expect(selectAll).toBePartiallyChecked();
    await expect(args.onRowAction).not.toHaveBeenCalled();

    await userEvent.click(selectAll);
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(new Set([1, 2, 3, 4, 5]));
    await expect(selectAll).toBeChecked();
    await expect(within(table).getAllByRole('checkbox', { checked: true })).toHaveLength(6);

    await userEvent.click(selectAll);
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(new Set());
    await expect(selectAll).not.toBeChecked();
    await expect(selectAll).not.toBePartiallyChecked();

    // Keyboard: Space on a row's checkbox toggles it.
    const lucia = within(table).getByRole('checkbox', { name: /Select Lucía Doe/ });
    lucia.focus();
    await userEvent.keyboard(' ');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(new Set([4]));
    await expect(lucia).toBeChecked();
    await expect(selectAll).toBePartiallyChecked();
    await userEvent.keyboard(' ');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(new Set());
    await expect(args.onRowAction).not.toHaveBeenCalled();
  },
};

/** Selection the app restored: ids from another page are kept when this page changes. */
export const SelectedAcrossPages: Story = {
  args: { selectedIds: new Set<Key>([2, 999]), onSelectionChange: fn() },
  play: async ({ canvas, args }) => {
    const table = canvas.getByRole('table', { name: 'Travelers' });
    await expect(
      within(table).getByRole('checkbox', { name: 'Select All' }),
    ).toBePartiallyChecked();
    await userEvent.click(within(table).getByRole('checkbox', { name: 'Select All' }));
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(new Set([999, 1, 2, 3, 4, 5]));
  },
};

/** Without `selectedIds` the table keeps the selection itself, starting from `defaultSelectedIds`. */
export const UncontrolledSelection: Story = {
  args: { defaultSelectedIds: [1], onSelectionChange: fn() },
  play: async ({ canvas, args }) => {
    const table = canvas.getByRole('table', { name: 'Travelers' });
    const selectAll = within(table).getByRole('checkbox', { name: 'Select All' });
    await expect(within(table).getByRole('checkbox', { name: /Select Jane Doe/ })).toBeChecked();
    await expect(selectAll).toBePartiallyChecked();
    await userEvent.click(selectAll);
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(new Set([1, 2, 3, 4, 5]));
    await expect(selectAll).toBeChecked();
  },
};

/** Picking one rider to assign: checking a row unchecks the previous one. */
export const SingleSelection: Story = {
  args: { selectionMode: 'single', onSelectionChange: fn(), 'aria-label': 'Riders' },
  play: async ({ canvas, args }) => {
    const table = canvas.getByRole('table', { name: 'Riders' });
    await expect(within(table).queryByRole('checkbox', { name: 'Select All' })).toBeNull();
    const jane = within(table).getByRole('checkbox', { name: /Select Jane Doe/ });
    const chen = within(table).getByRole('checkbox', { name: /Select Chen Doe/ });
    await userEvent.click(jane);
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(new Set([1]));
    await userEvent.click(chen);
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(new Set([3]));
    await expect(jane).not.toBeChecked();
    await expect(chen).toBeChecked();
    // Keyboard: Space on another row's checkbox moves the choice there.
    within(table)
      .getByRole('checkbox', { name: /Select Amir Doe/ })
      .focus();
    await userEvent.keyboard(' ');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(new Set([2]));
  },
};

/** The row menu: reached with Tab, opened with Enter, an item chosen with Enter. */
export const RowMenu: Story = {
  args: { rowActions: travelerActions },
  play: async ({ canvas, args }) => {
    const table = canvas.getByRole('table', { name: 'Travelers' });
    const trigger = within(table).getByRole('button', { name: 'Actions for Amir Doe' });

    // Keyboard: Tab from the row's button to its menu button, Enter.
    within(table).getByRole('button', { name: 'Amir Doe' }).focus();
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    await waitFor(() =>
      expect(within(menu).getByRole('menuitem', { name: 'View Profile' })).toHaveFocus(),
    );
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(onSuspend).toHaveBeenCalledWith(2);
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(args.onRowAction).not.toHaveBeenCalled();

    // Pointer: the menu opens without opening the row.
    await userEvent.click(within(table).getByRole('button', { name: 'Actions for Lucía Doe' }));
    const second = await screen.findByRole('menu');
    await userEvent.click(within(second).getByRole('menuitem', { name: 'Delete' }));
    await expect(onDelete).toHaveBeenCalledWith(4);
    await expect(args.onRowAction).not.toHaveBeenCalled();
  },
};

/** A suspended traveler has no Suspend item; a disabled item shows but does nothing. */
export const RowMenuDisabledItem: Story = {
  args: {
    rowActions: (row: Traveler) => [
      { id: 'view', label: 'View Profile', onAction: () => onViewProfile(row.id) },
      {
        id: 'suspend',
        label: 'Suspend',
        isDisabled: row.status !== 'Active',
        onAction: () => onSuspend(row.id),
      },
    ],
  },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Travelers' });
    // Lucía Doe (4th) is suspended.
    await userEvent.click(within(table).getByRole('button', { name: 'Actions for Lucía Doe' }));
    const menu = await screen.findByRole('menu');
    const suspend = within(menu).getByRole('menuitem', { name: 'Suspend' });
    await expect(suspend).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(suspend, { pointerEventsCheck: 0 });
    await expect(onSuspend).not.toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  },
};

/** Skeleton rows of the table's own columns stand in for the rows while they load. */
export const Loading: Story = {
  args: {
    isLoading: true,
    loadingLabel: 'Loading Travelers...',
    selectedIds: new Set(),
    rowActions: travelerActions,
  },
  play: async ({ canvas, args }) => {
    const table = canvas.getByRole('table', { name: 'Travelers' });
    await expect(within(table).getByRole('status')).toHaveTextContent('Loading Travelers...');
    await expect(within(table).queryByRole('rowheader', { name: 'Jane Doe' })).toBeNull();
    // The headers stay, so the page does not jump when the rows arrive.
    await expect(within(table).getAllByRole('columnheader')).toHaveLength(6);
    // Five stand-in rows (the default), one cell per column, none of them selectable or opened.
    const rows = bodyRows(table);
    await expect(rows).toHaveLength(5);
    for (const row of rows) {
      await expect(within(row).queryByRole('checkbox')).toBeNull();
      await expect(within(row).queryByRole('button')).toBeNull();
    }
    // Select-all waits for rows.
    await expect(within(table).getByRole('checkbox', { name: 'Select All' })).toBeDisabled();
    await userEvent.click(rows[1]!);
    await expect(args.onRowAction).not.toHaveBeenCalled();
  },
};

export const LoadingDark: Story = { ...Loading, globals: { theme: 'dark' } };

/** A page of rows takes the place of as many skeleton rows without the table changing height. */
export const LoadingKeepsHeight: Story = {
  args: {
    // Columns whose text fits on one line: a wrapped cell would make a real row taller.
    columns: [columns[0]!, columns[2]!, columns[3]!],
    rows: makeTravelers(10),
    loadingRowCount: 10,
    rowActions: travelerActions,
  },
  render: function Render(args) {
    const [isLoading, setIsLoading] = useState(true);
    return (
      <>
        <button type="button" onClick={() => setIsLoading((now) => !now)}>
          Toggle loading
        </button>
        <DataTable {...args} isLoading={isLoading} />
      </>
    );
  },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Travelers' });
    const loadingHeight = table.getBoundingClientRect().height;
    await expect(bodyRows(table)).toHaveLength(10);
    await userEvent.click(canvas.getByRole('button', { name: 'Toggle loading' }));
    await expect(within(table).getByRole('rowheader', { name: 'Jane Doe' })).toBeVisible();
    await expect(Math.abs(table.getBoundingClientRect().height - loadingHeight)).toBeLessThan(4);
  },
};

/**
 * Rows whose header is a PersonCell (avatar, name, email): `loadingRowShape="person"` draws that
 * shape while loading, so each row is as tall before the data as after it.
 */
export const LoadingPersonKeepsHeight: Story = {
  args: {
    columns: [
      {
        id: 'name',
        header: 'Traveler Name',
        isRowHeader: true,
        cell: (row) => <PersonCell name={row.name} secondary={row.email} />,
      },
      columns[2]!,
      columns[3]!,
    ],
    rows: makeTravelers(5),
    loadingRowCount: 5,
    loadingRowShape: 'person',
    rowActions: travelerActions,
  },
  render: LoadingKeepsHeight.render,
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Travelers' });
    const loadingHeights = bodyRows(table).map((row) => row.getBoundingClientRect().height);
    await expect(loadingHeights).toHaveLength(5);
    await userEvent.click(canvas.getByRole('button', { name: 'Toggle loading' }));
    await expect(within(table).getByRole('rowheader', { name: /Jane Doe/ })).toBeVisible();
    const heights = bodyRows(table).map((row) => row.getBoundingClientRect().height);
    for (const [index, height] of heights.entries())
      await expect(Math.abs(height - loadingHeights[index]!)).toBeLessThan(1);
    // Toggled back for the picture: the skeleton rows.
    await userEvent.click(canvas.getByRole('button', { name: 'Toggle loading' }));
    await expect(canvas.getByRole('status')).toBeVisible();
  },
};

export const LoadingPersonKeepsHeightDark: Story = {
  ...LoadingPersonKeepsHeight,
  globals: { theme: 'dark' },
};

export const Empty: Story = {
  args: {
    rows: [],
    emptyState: (
      <EmptyState title="No travelers found." hint="Try adjusting filters or check back later." />
    ),
  },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Travelers' });
    await expect(within(table).getByText('No travelers found.')).toBeVisible();
    await expect(
      within(table).getByText('Try adjusting filters or check back later.'),
    ).toBeVisible();
  },
};

export const DefaultEmpty: Story = {
  args: { rows: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No data found.')).toBeVisible();
  },
};

export const LoadError: Story = {
  name: 'Error',
  args: { error: 'Error loading travelers', onRetry: fn() },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Error loading travelers');
    const retry = canvas.getByRole('button', { name: 'Try again' });
    await userEvent.click(retry);
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Enter}');
    await expect(args.onRetry).toHaveBeenCalledTimes(2);
  },
};

export const LongText: Story = {
  args: {
    rowActions: travelerActions,
    rows: [
      {
        id: 1,
        name: 'Maria-Fernanda Guadalupe de los Santos Oliveira-Vasconcelos',
        email: 'maria@example.com',
        phone: '555-010-2030 ext. 4455 (weekdays only, after 6 pm Lisbon time)',
        orders: 12,
        status: 'Active',
      },
      ...travelers.slice(1, 3),
    ],
  },
  render: (args) => (
    <div style={{ width: 600 }}>
      <DataTable {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Travelers' });
    // Plain text keeps to one line (D63): cut with an ellipsis, its whole text in a tooltip,
    // without widening the table.
    await expect(table.getBoundingClientRect().width).toBeLessThanOrEqual(600);
    await expect(table.parentElement).not.toHaveAttribute('data-overflows');
    const name = within(table).getByRole('rowheader', { name: /Maria-Fernanda/ });
    const plain = within(table).getByRole('rowheader', { name: 'Amir Doe' });
    await expect(name.offsetHeight).toBe(plain.offsetHeight);
    const text = within(name).getByTitle(/^Maria-Fernanda .* Oliveira-Vasconcelos$/);
    // Laid out on several lines, the rest under the first one's ellipsis.
    await expect(lineCount(text)).toBeGreaterThan(1);
    const phone = within(table).getByTitle(/^555-010-2030 ext/);
    await expect(phone.offsetHeight).toBe(within(table).getByTitle('555-101-1037').offsetHeight);
    await expect(
      within(table).getByRole('button', { name: /Actions for Maria-Fernanda/ }),
    ).toBeVisible();
  },
};

const onAssign = fn();

/** Rows with a next step: a link for a page, a button for an action, always before the menu. */
const primaryAction = (row: Traveler) =>
  row.status === 'Active'
    ? {
        label: 'Assign Rider',
        href: `#assign-${row.id}`,
        'aria-label': `Assign Rider to ${row.name}`,
      }
    : { label: 'Reactivate', onPress: () => onAssign(row.id) };

/**
 * `rowPrimaryAction` (D61): one primary button beside the row menu, on one line with it. It is
 * the row's own control: pressing it does not open the row.
 */
export const RowPrimaryAction: Story = {
  args: {
    columns: columns.filter((column) => column.id !== 'phone'),
    rowActions: travelerActions,
    rowPrimaryAction: primaryAction,
  },
  beforeEach: () => onAssign.mockClear(),
  play: async ({ canvas, args }) => {
    const table = canvas.getByRole('table', { name: 'Travelers' });
    // The actions column takes the button's width; the table still fits its frame.
    await expect(table.parentElement).not.toHaveAttribute('data-overflows');
    const link = within(table).getByRole('link', { name: 'Assign Rider to Jane Doe' });
    await expect(link).toHaveAttribute('href', '#assign-1');
    await expect(link).toHaveTextContent('Assign Rider');
    const menu = within(table).getByRole('button', { name: 'Actions for Jane Doe' });
    // On one line, the button first, both in the row's last cell.
    await expect(link.getBoundingClientRect().right).toBeLessThanOrEqual(
      menu.getBoundingClientRect().left,
    );
    await expect(
      Math.abs(link.getBoundingClientRect().top - menu.getBoundingClientRect().top),
    ).toBeLessThan(menu.getBoundingClientRect().height);
    await expect(lineCount(link)).toBe(1);
    await expect(link.closest('td')).toBe(menu.closest('td'));

    // Keyboard: row button, then the primary button, then the menu.
    within(table).getByRole('button', { name: 'Jane Doe' }).focus();
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await userEvent.tab();
    await expect(menu).toHaveFocus();

    // Lucía Doe (4th) is suspended: her button is an action, not a link, and not the row's.
    const reactivate = within(table).getByRole('button', { name: 'Reactivate' });
    await userEvent.click(reactivate);
    await expect(onAssign).toHaveBeenCalledWith(4);
    await expect(args.onRowAction).not.toHaveBeenCalled();
    await userEvent.click(within(table).getByRole('rowheader', { name: 'Amir Doe' }));
    await expect(args.onRowAction).toHaveBeenCalledWith(travelers[1]);
  },
};

export const RowPrimaryActionDark: Story = { ...RowPrimaryAction, globals: { theme: 'dark' } };

/** On a phone card the menu stays on the title line and the primary button takes the last line. */
export const RowPrimaryActionNarrow: Story = {
  args: { rowActions: travelerActions, rowPrimaryAction: primaryAction },
  render: (args) => (
    <div style={{ width: 358 }}>
      <DataTable {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Travelers' });
    const frame = table.parentElement!;
    await expect(frame.scrollWidth).toBeLessThanOrEqual(frame.clientWidth);
    for (const row of bodyRows(table)) {
      const title = within(row).getByRole('rowheader').getBoundingClientRect();
      const primary = within(row).getByRole(
        /Active/.test(row.textContent ?? '') ? 'link' : 'button',
        {
          name: /^(Assign Rider to|Reactivate)/,
        },
      );
      const menu = within(row).getByRole('button', { name: /^Actions for/ });
      for (const part of [primary, menu]) {
        await expect(part).toBeVisible();
        await expect(part.getBoundingClientRect().right).toBeLessThanOrEqual(
          frame.getBoundingClientRect().right,
        );
      }
      await expect(menu.getBoundingClientRect().top).toBeLessThan(title.bottom);
      // Under the last line of the card, so the title keeps the line to itself.
      const lines = within(row).getAllByText(/^(Phone Number|Orders)$/);
      await expect(primary.getBoundingClientRect().top).toBeGreaterThanOrEqual(
        lines.at(-1)!.getBoundingClientRect().bottom,
      );
      await expect(within(row).getByRole('rowheader').offsetHeight).toBeLessThan(30);
    }
  },
};

export const Compact: Story = {
  args: { density: 'compact', rowActions: travelerActions },
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <DataTable {...args} aria-label="Compact travelers" />
      <DataTable {...args} density="regular" aria-label="Regular travelers" />
    </div>
  ),
  play: async ({ canvas }) => {
    const height = (name: string) =>
      bodyRows(canvas.getByRole('table', { name }))[0]!.getBoundingClientRect().height;
    await expect(height('Compact travelers')).toBeLessThan(height('Regular travelers'));
  },
};

/** With a max height the rows scroll under the header, which stays in view. */
export const StickyHeader: Story = {
  args: { rows: makeTravelers(30), maxHeight: '16rem' },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Travelers' });
    const scroller = table.parentElement!;
    const header = within(table).getByRole('columnheader', { name: 'Traveler Name' });
    const top = header.getBoundingClientRect().top;
    scroller.scrollTop = 300;
    await waitFor(() => expect(scroller.scrollTop).toBeGreaterThan(0));
    await expect(header.getBoundingClientRect().top).toBeCloseTo(top, 0);
  },
};

export const StickyHeaderDark: Story = { ...StickyHeader, globals: { theme: 'dark' } };

/**
 * Without `maxHeight` the header row sticks to the page's own scroll (in the app, under the
 * shell's header): the box here stands in for the page. The frame clips instead of scrolling, so
 * it is not a scroll box of its own that the header would stick to instead.
 */
export const StickyHeaderInPageScroll: Story = {
  args: { rows: makeTravelers(25), rowActions: travelerActions, onSelectionChange: fn() },
  render: (args) => (
    <div data-testid="page" style={{ height: 360, overflowY: 'auto' }}>
      <h2 style={{ margin: '0 0 16px' }}>Travelers</h2>
      <Stateful {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const page = canvas.getByTestId('page');
    const table = canvas.getByRole('table', { name: 'Travelers' });
    const header = within(table).getByRole('columnheader', { name: 'Traveler Name' });
    page.scrollTop = 600;
    await waitFor(() => expect(page.scrollTop).toBe(600));
    await expect(table.parentElement!.scrollTop).toBe(0);
    // The header row sits at the top of the page's view, over the rows scrolled under it.
    await expect(header.getBoundingClientRect().top).toBeCloseTo(
      page.getBoundingClientRect().top,
      0,
    );
    // Its controls still work there.
    await userEvent.click(within(table).getByRole('checkbox', { name: 'Select All' }));
    await expect(within(table).getAllByRole('checkbox', { checked: true })).toHaveLength(26);
  },
};

export const StickyHeaderInPageScrollDark: Story = {
  ...StickyHeaderInPageScroll,
  globals: { theme: 'dark' },
};

/** Cells are drawn once per row object: selecting a row does not redraw the others. */
export const CachedCells: Story = {
  render: function Render(args) {
    const [counted] = useState(() => {
      const calls = { count: 0 };
      const cols = columns.map((column) => ({
        ...column,
        cell: (row: Traveler) => {
          calls.count += 1;
          return column.cell(row);
        },
      }));
      return { calls, cols };
    });
    return (
      <>
        <Stateful {...args} columns={counted.cols} />
        <output data-testid="calls" hidden>
          {counted.calls.count}
        </output>
        <button type="button" onClick={() => (window.__cellCalls = counted.calls.count)}>
          Count
        </button>
      </>
    );
  },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Travelers' });
    await userEvent.click(canvas.getByRole('button', { name: 'Count' }));
    const before = window.__cellCalls!;
    await expect(before).toBeGreaterThan(0);
    await userEvent.click(within(table).getByRole('checkbox', { name: /Select Jane Doe/ }));
    await userEvent.click(within(table).getByRole('checkbox', { name: /Select Chen Doe/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Count' }));
    await expect(window.__cellCalls).toBe(before);
  },
};

declare global {
  interface Window {
    __cellCalls?: number;
  }
}

const pagedTravelers = makeTravelers(10);

/**
 * A new page redraws the rows in place of the old ones; a row that stays keeps its elements.
 * Amir's focused checkbox stays his when a traveler arrives above him; an open row menu closes
 * when another row takes its row's place; a badge is drawn afresh for the new row; a selection
 * stays with its row, not with its place.
 */
export const RowsInPlace: Story = {
  args: { rowActions: travelerActions },
  render: function Render(args) {
    const [rows, setRows] = useState(() => pagedTravelers.slice(0, 5));
    const [selectedIds, setSelectedIds] = useState<Set<Key>>(() => new Set([2]));
    return (
      <>
        <DataTable<Traveler>
          {...(args as Required<typeof args>)}
          rows={rows}
          selectedIds={selectedIds}
          onSelectionChange={setSelectedIds}
        />
        <button type="button" onClick={() => setRows(pagedTravelers.slice(5, 10))}>
          Page 2
        </button>
        <button type="button" onClick={() => setRows(pagedTravelers.slice(0, 5))}>
          Page 1
        </button>
        <button
          type="button"
          onClick={() => setRows((shown) => [pagedTravelers[9]!, ...shown.slice(0, -1)])}
        >
          Arrival on top
        </button>
      </>
    );
  },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Travelers' });
    // Pressed without taking the focus, as a page or a live update arrives.
    const arrive = (name: string) => canvas.getByRole('button', { name }).click();

    const amir = within(table).getByRole('checkbox', { name: /Select Amir Doe/ });
    amir.focus();
    arrive('Arrival on top');
    await waitFor(() =>
      expect(firstColumnText(table)).toEqual([
        'Jane Haddad',
        'Jane Doe',
        'Amir Doe',
        'Chen Doe',
        'Lucía Doe',
      ]),
    );
    await expect(amir).toHaveFocus();
    await expect(amir).toHaveAccessibleName(/Select Amir Doe/);
    await expect(amir).toBeChecked();

    const badge = within(bodyRows(table)[1]!).getByText('Active');
    await userEvent.click(within(table).getByRole('button', { name: 'Actions for Chen Doe' }));
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(menu).toBeVisible());
    arrive('Page 2');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await expect(firstColumnText(table)).toEqual([
      'Ingrid Doe',
      'Tomás Doe',
      'Priya Doe',
      'Noah Doe',
      'Jane Haddad',
    ]);
    await expect(within(bodyRows(table)[1]!).getByText('Active')).not.toBe(badge);
    for (const row of bodyRows(table))
      await expect(within(row).getByRole('checkbox')).not.toBeChecked();
    await expect(
      within(table).getByRole('button', { name: 'Actions for Tomás Doe' }),
    ).not.toHaveAttribute('aria-expanded', 'true');

    arrive('Page 1');
    await waitFor(() =>
      expect(within(table).getByRole('checkbox', { name: /Select Amir Doe/ })).toBeChecked(),
    );
    await expect(screen.queryByRole('menu')).toBeNull();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  render: (args) => <Stateful {...args} initialSort={{ column: 'name', direction: 'ascending' }} />,
  args: { rowActions: travelerActions, onSelectionChange: fn() },
  play: async ({ canvas, args }) => {
    const table = canvas.getByRole('table', { name: 'Travelers' });
    await userEvent.click(within(table).getByRole('checkbox', { name: /Select Jane Doe/ }));
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(new Set([1]));
    await userEvent.click(within(table).getByRole('button', { name: 'Actions for Jane Doe' }));
    // The menu is in the page before it is placed and shown, and takes focus after: wait for
    // both, or the picture and the Escape below race its opening.
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(menu).toBeVisible());
    await waitFor(() => expect(menu.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  },
};

/**
 * Selection is by checkbox: with a row checked, a click elsewhere on another row still opens it,
 * and Enter on a checkbox toggles the checkbox rather than opening its row.
 */
export const SelectedRowStillOpens: Story = {
  render: (args) => <Stateful {...args} />,
  args: { onSelectionChange: fn(), rowActions: travelerActions },
  play: async ({ canvas, args }) => {
    const table = canvas.getByRole('table', { name: 'Travelers' });
    await userEvent.click(within(table).getByRole('checkbox', { name: /Select Amir Doe/ }));
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(new Set([2]));

    await userEvent.click(within(table).getByText('Chen Doe'));
    await expect(args.onRowAction).toHaveBeenCalledTimes(1);
    await expect(args.onRowAction).toHaveBeenLastCalledWith(travelers[2]);
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(new Set([2]));
    await expect(within(table).getAllByRole('checkbox', { checked: true })).toHaveLength(1);

    const jane = within(table).getByRole('checkbox', { name: /Select Jane Doe/ });
    jane.focus();
    await userEvent.keyboard('{Enter}');
    await expect(jane).toBeChecked();
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(new Set([2, 1]));
    await userEvent.keyboard('{Enter}');
    await expect(jane).not.toBeChecked();
    await expect(args.onRowAction).toHaveBeenCalledTimes(1);

    // Enter on the row's own button still opens it.
    within(table).getByRole('button', { name: 'Amir Doe' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRowAction).toHaveBeenLastCalledWith(travelers[1]);
  },
};

const wideColumns: DataTableColumn<Traveler>[] = [
  columns[0]!,
  { id: 'email', header: 'Email', cell: (row) => row.email },
  ...columns.slice(1),
];

const phoneRows: Traveler[] = [
  {
    ...travelers[0]!,
    name: 'Maria-Fernanda Guadalupe de los Santos',
    email: 'maria-fernanda.guadalupe.delossantos@example-travel-company.com',
  },
  ...travelers.slice(1, 4),
];

/** A phone: each row is a card with its name, status and menu on top and the rest as lines. */
export const Narrow: Story = {
  args: {
    columns: wideColumns,
    rows: phoneRows,
    rowActions: travelerActions,
    onSelectionChange: fn(),
  },
  render: (args) => (
    <div style={{ width: 358 }}>
      <Stateful {...args} initialSort={null} />
    </div>
  ),
  play: async ({ canvas, args }) => {
    const table = canvas.getByRole('table', { name: 'Travelers' });
    const frame = table.parentElement!;
    // No sideways scroll: the longest email wraps inside its card.
    await expect(frame.scrollWidth).toBeLessThanOrEqual(frame.clientWidth);
    const right = frame.getBoundingClientRect().right;
    for (const row of bodyRows(table)) {
      const name = within(row).getByRole('rowheader');
      const top = name.getBoundingClientRect().top;
      const status = within(row).getByText(/^(Active|Suspended)$/);
      const menu = within(row).getByRole('button', { name: /^Actions for/ });
      const checkbox = within(row).getByRole('checkbox');
      // The other columns are label/value lines under the title.
      // The cell: its text is in a span of its own.
      const email = within(row)
        .getByText(/@example/)
        .closest('td')!;
      await expect(email).toHaveTextContent(/^Email/);
      const secondLine = email.getBoundingClientRect().top;
      await expect(secondLine).toBeGreaterThan(top);
      for (const part of [status, menu, checkbox]) {
        await expect(part).toBeVisible();
        await expect(part.getBoundingClientRect().right).toBeLessThanOrEqual(right);
        // On the title line, beside the name.
        await expect(part.getBoundingClientRect().bottom).toBeLessThanOrEqual(secondLine);
      }
    }
    // Above the cards: select-all, and a 'Sort by' select with a button that turns the order.
    await userEvent.click(within(table).getByRole('button', { name: /Sort by/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Orders' }));
    const orders = within(table).getByRole('columnheader', { name: 'Orders' });
    await waitFor(() => expect(orders).toHaveAttribute('aria-sort', 'ascending'));
    await userEvent.click(within(table).getByRole('button', { name: 'Sort descending' }));
    await expect(orders).toHaveAttribute('aria-sort', 'descending');
    await expect(within(table).getByRole('button', { name: 'Sort ascending' })).toBeVisible();
    await userEvent.click(within(table).getByRole('checkbox', { name: /Select Amir Doe/ }));
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(new Set([2]));
    await userEvent.click(within(table).getByRole('rowheader', { name: 'Chen Doe' }));
    await expect(args.onRowAction).toHaveBeenLastCalledWith(travelers[2]);
    await userEvent.click(within(table).getByRole('button', { name: 'Actions for Amir Doe' }));
    // The menu is in the page before it is placed and shown, and takes focus after: wait for
    // both, or the picture and the Escape below race its opening.
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(menu).toBeVisible());
    await waitFor(() => expect(menu.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    // Back to the start order for a stable picture.
    await userEvent.click(within(table).getByRole('checkbox', { name: /Select Amir Doe/ }));
  },
};

export const NarrowDark: Story = { ...Narrow, globals: { theme: 'dark' } };

/**
 * More columns than the frame holds (content that cannot wrap, such as buttons and badges): the
 * frame scrolls sideways, so the last column's row menu is still reached, by Tab or by scrolling.
 */
export const WideScrollsSideways: Story = {
  args: {
    columns: wideColumns.map((column) => ({
      ...column,
      cell: (row: Traveler) => (
        <span style={{ display: 'inline-block', minWidth: '9rem' }}>{column.cell(row)}</span>
      ),
    })),
    rows: travelers.slice(0, 3),
    rowActions: travelerActions,
  },
  render: (args) => (
    <div style={{ width: 600 }}>
      <DataTable {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Travelers' });
    const frame = table.parentElement!;
    await waitFor(() => expect(frame).toHaveAttribute('data-overflows'));
    await expect(frame.scrollWidth).toBeGreaterThan(frame.clientWidth);
    const menu = within(table).getByRole('button', { name: 'Actions for Jane Doe' });
    menu.focus();
    await waitFor(() => expect(frame.scrollLeft).toBeGreaterThan(0));
    await expect(menu.getBoundingClientRect().right).toBeLessThanOrEqual(
      frame.getBoundingClientRect().right,
    );
    frame.scrollLeft = 0;
  },
};

/** A phone while loading: stand-in cards of the same shape as the rows to come. */
export const NarrowLoading: Story = {
  args: {
    columns: wideColumns,
    isLoading: true,
    loadingRowCount: 3,
    loadingLabel: 'Loading Travelers...',
    rowActions: travelerActions,
    selectedIds: new Set(),
  },
  render: (args) => (
    <div style={{ width: 358 }}>
      <DataTable {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Travelers' });
    await expect(within(table).getByRole('status')).toHaveTextContent('Loading Travelers...');
    const frame = table.parentElement!;
    await expect(frame.scrollWidth).toBeLessThanOrEqual(frame.clientWidth);
    const rows = bodyRows(table);
    await expect(rows).toHaveLength(3);
    // Cards: each stand-in row is taller than one line, as a card with its lines is.
    for (const row of rows) await expect(row.getBoundingClientRect().height).toBeGreaterThan(48);
  },
};

export const NarrowLoadingDark: Story = { ...NarrowLoading, globals: { theme: 'dark' } };

/** A column can stay off the cards (`narrow: 'hidden'`) or join the title line (`'aside'`). */
export const NarrowPlacements: Story = {
  args: {
    columns: [
      { ...wideColumns[0]!, cell: (row) => `${row.name} · ${row.email}` },
      { ...wideColumns[1]!, narrow: 'hidden' },
      wideColumns[2]!,
      { ...wideColumns[3]!, narrow: 'aside' },
      wideColumns[4]!,
    ],
    rows: travelers.slice(0, 2),
  },
  render: (args) => (
    <div style={{ width: 358 }}>
      <DataTable {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Travelers' });
    const row = bodyRows(table)[0]!;
    const cells = within(row).getAllByRole('cell', { hidden: true });
    const email = cells.find((cell) => cell.textContent === 'jane.doe1@example.com')!;
    await expect(email).not.toBeVisible();
    const top = within(row).getByRole('rowheader').getBoundingClientRect().top;
    const orders = cells.find((cell) => cell.textContent === '0')!;
    await expect(orders.getBoundingClientRect().top).toBeLessThan(top + 24);
    const phone = within(row).getByText('555-100-1000');
    await expect(phone.getBoundingClientRect().top).toBeGreaterThan(top + 16);
  },
};

// Made on first use, so the other stories do not pay for it.
let hundredThousand: Traveler[] | undefined;
const allTravelers = () => (hundredThousand ??= makeTravelers(100_000));

const statusOptions = [
  { id: 'all', label: 'All' },
  { id: 'Active', label: 'Active' },
  { id: 'Suspended', label: 'Suspended' },
];

/**
 * The list pattern: 100,000 source rows, filtered and sorted by the screen, sliced to one page
 * by Pagination, drawn by DataTable. Only the page's rows are ever rendered.
 */
function TravelersList({
  onPageChange,
  onBulkAction,
}: {
  onPageChange: (page: number) => void;
  onBulkAction: (id: Key, selected: Set<Key>) => void;
}) {
  const [status, setStatus] = useState<Key>('all');
  const [sort, setSort] = useState<DataTableSort | null>(null);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(10);
  const [selectedIds, setSelectedIds] = useState<Set<Key>>(new Set());

  const filtered = useMemo(
    () =>
      status === 'all' ? allTravelers() : allTravelers().filter((row) => row.status === status),
    [status],
  );
  const sorted = useMemo(() => sortRows(filtered, sort), [filtered, sort]);
  const pageRows = useMemo(
    () => sorted.slice((page - 1) * pageSize, page * pageSize),
    [sorted, page, pageSize],
  );

  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <h2 id="travelers-heading" style={{ margin: 0 }}>
        Travelers
      </h2>
      <div style={{ display: 'flex', gap: 12, alignItems: 'end' }}>
        <Select
          label="Status"
          size="sm"
          options={statusOptions}
          value={status}
          onChange={(next) => {
            if (next == null) return;
            setStatus(next);
            setPage(1);
          }}
        />
        <Menu
          label="Bulk actions"
          size="sm"
          isDisabled={selectedIds.size === 0}
          items={[
            { id: 'activate', label: 'Activate' },
            { id: 'deactivate', label: 'Deactivate' },
            { id: 'export', label: 'Export CSV' },
          ]}
          onAction={(id) => onBulkAction(id, selectedIds)}
        />
      </div>
      <DataTable
        aria-labelledby="travelers-heading"
        columns={columns}
        rows={pageRows}
        getRowId={getRowId}
        getRowLabel={getRowLabel}
        sort={sort}
        onSortChange={(next) => {
          setSort(next);
          setPage(1);
        }}
        selectedIds={selectedIds}
        onSelectionChange={setSelectedIds}
        rowActions={travelerActions}
        emptyState={
          <EmptyState
            title="No travelers found."
            hint="Try adjusting filters or check back later."
          />
        }
      />
      <Pagination
        total={sorted.length}
        page={page}
        pageSize={pageSize}
        onPageChange={(next) => {
          onPageChange(next);
          setPage(next);
        }}
        onPageSizeChange={setPageSize}
      />
    </div>
  );
}

export const HundredThousandRows: Story = {
  args: { onPageChange: fn(), onBulkAction: fn() } as Story['args'],
  render: (args) => {
    const { onPageChange, onBulkAction } = args as unknown as {
      onPageChange: (page: number) => void;
      onBulkAction: (id: Key, selected: Set<Key>) => void;
    };
    return <TravelersList onPageChange={onPageChange} onBulkAction={onBulkAction} />;
  },
  play: async ({ canvas, args }) => {
    const { onPageChange, onBulkAction } = args as unknown as Record<string, ReturnType<typeof fn>>;
    const table = canvas.getByRole('table', { name: 'Travelers' });
    const summary = (text: string) => canvas.getByText(text, { selector: 'p' });
    await expect(bodyRows(table)).toHaveLength(10);
    await expect(summary('Showing 1 to 10 of 100,000 entries')).toBeVisible();

    // Next page.
    const pages = within(canvas.getByRole('navigation', { name: 'Pagination' }));
    await userEvent.click(pages.getByRole('button', { name: 'Next' }));
    await expect(onPageChange!).toHaveBeenLastCalledWith(2);
    await expect(summary('Showing 11 to 20 of 100,000 entries')).toBeVisible();
    await expect(bodyRows(table)).toHaveLength(10);

    // Last page, by its number.
    await userEvent.click(pages.getByRole('button', { name: 'Page 10,000' }));
    await expect(summary('Showing 99,991 to 100,000 of 100,000 entries')).toBeVisible();

    // 25 per page.
    await userEvent.click(canvas.getByRole('button', { name: /Show.*entries/ }));
    await userEvent.click(
      within(await screen.findByRole('listbox')).getByRole('option', { name: '25' }),
    );
    await expect(summary('Showing 1 to 25 of 100,000 entries')).toBeVisible();
    await expect(bodyRows(table)).toHaveLength(25);

    // Filter by status with the keyboard.
    // The Select, not the Status column's sort button (which has no popup to expand).
    const statusFilter = canvas.getByRole('button', { name: /Status/, expanded: false });
    statusFilter.focus();
    await userEvent.keyboard('{ArrowDown}');
    const list = await screen.findByRole('listbox');
    await waitFor(() => expect(within(list).getByRole('option', { name: 'All' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(summary('Showing 1 to 25 of 25,000 entries')).toBeVisible();

    // Bulk actions wait for a selection.
    const bulk = canvas.getByRole('button', { name: 'Bulk actions' });
    await expect(bulk).toBeDisabled();
    await userEvent.click(within(table).getByRole('checkbox', { name: 'Select All' }));
    await expect(bulk).toBeEnabled();
    await userEvent.click(bulk);
    await userEvent.click(
      within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Activate' }),
    );
    await expect(onBulkAction!).toHaveBeenCalledTimes(1);
    const [action, ids] = onBulkAction!.mock.calls[0]!;
    await expect(action).toBe('activate');
    await expect((ids as Set<Key>).size).toBe(25);
  },
};
