import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Key } from 'react-aria-components';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DataTable } from './DataTable';
import {
  args,
  clearRowMenuSpies,
  loaders,
  Stateful,
  travelerActions,
  travelers,
  type Traveler,
} from './DataTable.fixtures';

/** Selection: row checkboxes, select-all for the page, single choice, controlled or not. */
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
