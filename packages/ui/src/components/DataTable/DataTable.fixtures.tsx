// What DataTable's stories share (DataTable.*.stories.tsx, one file per theme): sample travelers,
// their columns and row menu, a sort the app would apply, and the table kept in state as a list
// screen keeps it. Not part of the package (tsconfig.build.json leaves *.fixtures.tsx out).
import { useMemo, useState } from 'react';
import type { Key } from 'react-aria-components';
import { fn, within } from 'storybook/test';
import { loadActionMenu, type MenuAction } from '../Menu/Menu';
import { loadSelectField } from '../Select/Select';
import { StatusBadge } from '../StatusBadge/StatusBadge';
import {
  DataTable,
  type DataTableColumn,
  type DataTableProps,
  type DataTableSort,
} from './DataTable';
import { loadRowMenuPopover } from './RowMenu';
import { preload } from '../../storybook/preload';

export interface Traveler {
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
export function makeTravelers(count: number): Traveler[] {
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

export const travelers = makeTravelers(5);

export const columns: DataTableColumn<Traveler>[] = [
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

export const onViewProfile = fn();
export const onSuspend = fn();
export const onDelete = fn();

export const travelerActions = (row: Traveler): MenuAction[] => [
  { id: 'view', label: 'View Profile', onAction: () => onViewProfile(row.id) },
  ...(row.status === 'Active'
    ? [{ id: 'suspend', label: 'Suspend', onAction: () => onSuspend(row.id) }]
    : []),
  { id: 'delete', label: 'Delete', tone: 'danger' as const, onAction: () => onDelete(row.id) },
];

export const getRowId = (row: Traveler) => row.id;
export const getRowLabel = (row: Traveler) => row.name;

const sortValue = (row: Traveler, column: string) =>
  column === 'orders_count' ? row.orders : row[column as 'name' | 'phone' | 'status'];

/** What the app does with `sort`: the table only reports it. */
export function sortRows(rows: readonly Traveler[], sort: DataTableSort | null) {
  if (!sort) return rows;
  const factor = sort.direction === 'ascending' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const x = sortValue(a, sort.column);
    const y = sortValue(b, sort.column);
    return (x < y ? -1 : x > y ? 1 : 0) * factor || a.id - b.id;
  });
}

/** The stories' shared setup: the lazily loaded parts are there before a story renders. */
export const loaders = [preload(loadRowMenuPopover, loadSelectField, loadActionMenu)];

export const args = {
  'aria-label': 'Travelers',
  columns,
  rows: travelers,
  getRowId,
  getRowLabel,
  onRowAction: fn(),
};

/** Each story starts with clean row-menu spies. */
export function clearRowMenuSpies() {
  onViewProfile.mockClear();
  onSuspend.mockClear();
  onDelete.mockClear();
}

/** Sort and selection kept in state, like a list screen keeps them. */
export function Stateful(
  args: Partial<DataTableProps<Traveler>> & { initialSort?: DataTableSort | null },
) {
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

export const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);

/** How many lines an element's text is laid out on, clipped lines included. */
export function lineCount(element: Element) {
  const range = document.createRange();
  range.selectNodeContents(element);
  return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
}
export const firstColumnText = (table: HTMLElement) =>
  bodyRows(table).map((row) => within(row).getAllByRole('rowheader')[0]!.textContent);
