import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, useState } from 'react';
import type { Key } from 'react-aria-components';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { EmptyState } from '../EmptyState/EmptyState';
import { Menu } from '../Menu/Menu';
import { Pagination } from '../Pagination/Pagination';
import { Select } from '../Select/Select';
import { DataTable, type DataTableSort } from './DataTable';
import {
  args,
  bodyRows,
  clearRowMenuSpies,
  columns,
  firstColumnText,
  getRowId,
  getRowLabel,
  loaders,
  makeTravelers,
  sortRows,
  Stateful,
  travelerActions,
  type Traveler,
} from './DataTable.fixtures';

/** Pages of rows: what a new page redraws, and 100,000 rows paged by the screen. */
const meta = {
  title: 'Components/DataTable',
  component: DataTable<Traveler>,
  // The lazily loaded parts are there before the story renders: a cold cache too.
  loaders,
  args,
  beforeEach: clearRowMenuSpies,
} satisfies Meta<typeof DataTable<Traveler>>;

export default meta;
type Story = StoryObj<typeof meta>;

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
