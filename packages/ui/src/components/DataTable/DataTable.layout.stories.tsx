import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { DataTable, type DataTableColumn } from './DataTable';
import {
  args,
  bodyRows,
  clearRowMenuSpies,
  columns,
  loaders,
  makeTravelers,
  Stateful,
  travelerActions,
  travelers,
  type Traveler,
} from './DataTable.fixtures';

/** Layout: the sticky header, phone cards, and a table wider than its frame. */
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
