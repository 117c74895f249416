import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DataTable } from './DataTable';
import {
  args,
  bodyRows,
  clearRowMenuSpies,
  firstColumnText,
  loaders,
  Stateful,
  travelers,
  type Traveler,
} from './DataTable.fixtures';

/** Sorting: the headers ask for a sort, the app sorts. */
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
