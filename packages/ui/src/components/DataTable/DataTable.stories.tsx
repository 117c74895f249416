import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { DataTable } from './DataTable';
import {
  args,
  bodyRows,
  clearRowMenuSpies,
  lineCount,
  loaders,
  Stateful,
  travelerActions,
  travelers,
  type Traveler,
} from './DataTable.fixtures';

/**
 * The table's everyday use: rows opened by a click, Enter or a link, long text, density, dark.
 * The other themes are in DataTable.<theme>.stories.tsx under the same title (same story ids).
 */
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
