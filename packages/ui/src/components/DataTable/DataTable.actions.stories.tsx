import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { DataTable } from './DataTable';
import {
  args,
  bodyRows,
  clearRowMenuSpies,
  columns,
  lineCount,
  loaders,
  onDelete,
  onSuspend,
  onViewProfile,
  travelerActions,
  travelers,
  type Traveler,
} from './DataTable.fixtures';

/** Row actions: the "⋮" menu and the primary button beside it. */
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
