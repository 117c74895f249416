// The page data-table.bench.mjs builds and drives: one DataTable with the travelers screen's
// columns (avatar with name and email, phone, order count, status badge, row menu, checkboxes),
// and `window.dataTableBench` to swap its rows or its sort and time the result.
import { useCallback, useLayoutEffect, useState, type CSSProperties } from 'react';
import { createRoot } from 'react-dom/client';
import { flushSync } from 'react-dom';
import type { Key } from 'react-aria-components';
import { Avatar } from '../src/components/Avatar/Avatar';
import {
  DataTable,
  type DataTableColumn,
  type DataTableSort,
} from '../src/components/DataTable/DataTable';
import type { MenuAction } from '../src/components/Menu/Menu';
import { StatusBadge } from '../src/components/StatusBadge/StatusBadge';
import { lightTheme } from '../src/theme';
import '../src/theme/global.css';

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

const all: Traveler[] = Array.from({ length: 5000 }, (_, index) => {
  const first = firstNames[index % firstNames.length]!;
  const last = lastNames[Math.floor(index / firstNames.length) % lastNames.length]!;
  return {
    id: index + 1,
    name: `${first} ${last}`,
    email: `${first}.${last}${index + 1}@example.com`.toLowerCase(),
    phone: `555-${String(100 + (index % 900)).padStart(3, '0')}-${1000 + ((index * 37) % 9000)}`,
    orders: (index * 7) % 23,
    status: index % 4 === 3 ? 'Suspended' : 'Active',
  };
});

const person: CSSProperties = { display: 'inline-flex', alignItems: 'center', gap: 8 };
const personText: CSSProperties = { display: 'grid' };
const personEmail: CSSProperties = { opacity: 0.7 };

const columns: readonly DataTableColumn<Traveler>[] = [
  {
    id: 'name',
    header: 'Traveler Name',
    isRowHeader: true,
    isSortable: true,
    cell: (row) => (
      <span style={person}>
        <Avatar name={row.name} alt="" size="sm" />
        <span style={personText}>
          <span>{row.name}</span>
          <span style={personEmail}>{row.email}</span>
        </span>
      </span>
    ),
  },
  { id: 'phone', header: 'Phone Number', isSortable: true, cell: (row) => row.phone },
  {
    id: 'orders',
    header: 'Orders',
    isSortable: true,
    align: 'end',
    width: '7rem',
    cell: (row) => row.orders,
  },
  {
    id: 'status',
    header: 'Status',
    isSortable: true,
    width: '9rem',
    cell: (row) => (
      <StatusBadge status={row.status} tone={row.status === 'Active' ? 'success' : 'warning'} />
    ),
  },
];

const getRowId = (row: Traveler) => row.id;
const getRowLabel = (row: Traveler) => row.name;
const noop = () => {};

interface View {
  rows: readonly Traveler[];
  sort: DataTableSort | null;
}

/** Set once the table is mounted: how the bench API outside React changes the table's view. */
const bridge: {
  setView: (view: View) => void;
  setSelectedIds: (ids: Set<Key>) => void;
} = { setView: noop, setSelectedIds: noop };

function Bench() {
  const [view, set] = useState<View>({ rows: [], sort: null });
  const [selectedIds, setSelectedIds] = useState<Set<Key>>(() => new Set());
  useLayoutEffect(() => {
    bridge.setView = set;
    bridge.setSelectedIds = setSelectedIds;
    window.dataTableBench = api;
  }, []);
  // Like the travelers screen: stable callbacks, fresh action lists per row.
  const rowActions = useCallback(
    (row: Traveler): MenuAction[] => [
      { id: 'view', label: 'View Profile', onAction: noop },
      ...(row.status === 'Active' ? [{ id: 'suspend', label: 'Suspend', onAction: noop }] : []),
      { id: 'delete', label: 'Delete', tone: 'danger' as const, onAction: noop },
    ],
    [],
  );
  return (
    <DataTable
      aria-label="Travelers"
      columns={columns}
      rows={view.rows}
      getRowId={getRowId}
      getRowLabel={getRowLabel}
      sort={view.sort}
      onSortChange={noop}
      selectedIds={selectedIds}
      onSelectionChange={setSelectedIds}
      onRowAction={noop}
      rowActions={rowActions}
    />
  );
}

/** A page as a server answer gives it: new objects every time, even for rows seen before. */
function page(size: number, index: number, sort: DataTableSort | null): Traveler[] {
  const source = sort ? sorted(sort) : all;
  return source.slice(index * size, (index + 1) * size).map((row) => ({ ...row }));
}

const sortedCache = new Map<string, Traveler[]>();
function sorted({ column, direction }: DataTableSort): Traveler[] {
  const key = `${column}:${direction}`;
  let rows = sortedCache.get(key);
  if (!rows) {
    const field = column as 'name' | 'phone' | 'orders' | 'status';
    const factor = direction === 'ascending' ? 1 : -1;
    rows = [...all].sort(
      (a, b) => (a[field] < b[field] ? -1 : a[field] > b[field] ? 1 : 0) * factor || a.id - b.id,
    );
    sortedCache.set(key, rows);
  }
  return rows;
}

/**
 * Applies `view` at the start of a frame and resolves with how long React took to render and
 * commit it (`react`) and how long until that frame was painted (`frame`: React plus style,
 * layout and paint). The task posted from the frame callback runs once the frame is painted.
 */
function measure(update: () => void): Promise<{ react: number; frame: number }> {
  return new Promise((resolve) => {
    requestAnimationFrame(() => {
      const start = performance.now();
      flushSync(update);
      const react = performance.now() - start;
      const channel = new MessageChannel();
      channel.port1.onmessage = () => resolve({ react, frame: performance.now() - start });
      channel.port2.postMessage(null);
    });
  });
}

let current: View = { rows: [], sort: null };
let selected = new Set<Key>();

const api = {
  /** Shows the first page of `size` rows, unsorted and untimed: the starting point of a run. */
  reset(size: number) {
    current = { rows: page(size, 0, null), sort: null };
    selected = new Set();
    flushSync(() => {
      bridge.setView(current);
      bridge.setSelectedIds(selected);
    });
  },
  /** The next page of the current sort: every row is new. */
  nextPage(size: number, index: number) {
    current = { rows: page(size, index, current.sort), sort: current.sort };
    return measure(() => bridge.setView(current));
  },
  /**
   * A header click: the arrow moves and the first page of the new order arrives in the same
   * render, as new row objects.
   */
  sortBy(size: number, column: string, direction: DataTableSort['direction']) {
    const sort = { column, direction };
    current = { rows: page(size, 0, sort), sort };
    return measure(() => bridge.setView(current));
  },
  /** Only the arrow moves (the travelers screen defers it to a render of its own). */
  sortArrow(column: string, direction: DataTableSort['direction']) {
    current = { rows: current.rows, sort: { column, direction } };
    return measure(() => bridge.setView(current));
  },
  /**
   * A row's checkbox ticked or unticked, as a click on it would: the `index`th row of the page
   * toggles, the others keep their state.
   */
  toggleRow(index: number) {
    const row = current.rows[index % current.rows.length]!;
    selected = new Set(selected);
    if (!selected.delete(row.id)) selected.add(row.id);
    const next = selected;
    return measure(() => bridge.setSelectedIds(next));
  },
  rowCount: () => document.querySelectorAll('table tbody tr').length,
};

declare global {
  interface Window {
    dataTableBench: typeof api;
  }
}

document.body.classList.add(lightTheme);
const root = document.createElement('div');
root.style.padding = '24px';
document.body.append(root);
createRoot(root).render(<Bench />);
