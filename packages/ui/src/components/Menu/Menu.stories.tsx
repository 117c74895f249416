import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Checkbox } from '../Checkbox/Checkbox';
import { Menu, loadActionMenu } from './Menu';
import { preload } from '../../storybook/preload';

const onView = fn();
const onSuspend = fn();
const onDelete = fn();

const meta = {
  title: 'Components/Menu',
  component: Menu,
  // The lazily loaded parts are there before the story renders: a cold cache too.
  loaders: [preload(loadActionMenu)],
  args: {
    'aria-label': 'Actions for Jane Doe',
    items: [
      { id: 'view', label: 'View Profile', onAction: onView },
      { id: 'suspend', label: 'Suspend', onAction: onSuspend },
      { id: 'delete', label: 'Delete', tone: 'danger', onAction: onDelete },
    ],
    onAction: fn(),
  },
  beforeEach: () => {
    onView.mockClear();
    onSuspend.mockClear();
    onDelete.mockClear();
  },
} satisfies Meta<typeof Menu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The menu renders in a portal on <body>, outside the story's canvas. */
const openMenu = () => screen.findByRole('menu');
const menuClosed = () => waitFor(() => expect(screen.queryByRole('menu')).toBeNull());

/** A row's "⋮" menu: the icon button is named for the row it acts on. */
export const RowActions: Story = {
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Actions for Jane Doe' });
    await expect(trigger).toHaveAttribute('aria-haspopup', 'true');
    await userEvent.click(trigger);
    const menu = await openMenu();
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'View Profile' }));
    await expect(onView).toHaveBeenCalledTimes(1);
    await expect(args.onAction).toHaveBeenCalledTimes(1);
    await expect(args.onAction).toHaveBeenCalledWith('view');
    await menuClosed();
  },
};

/** Enter opens the menu on its first item; arrows move, Enter chooses, focus goes back. */
export const Keyboard: Story = {
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Actions for Jane Doe' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const menu = await openMenu();
    await waitFor(() =>
      expect(within(menu).getByRole('menuitem', { name: 'View Profile' })).toHaveFocus(),
    );
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: 'Suspend' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onSuspend).toHaveBeenCalledTimes(1);
    await expect(args.onAction).toHaveBeenCalledTimes(1);
    await expect(args.onAction).toHaveBeenCalledWith('suspend');
    await menuClosed();
    // The trigger that loaded the menu was replaced by the menu's own: look it up again.
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Actions for Jane Doe' })).toHaveFocus(),
    );

    // Escape closes without choosing.
    await userEvent.keyboard('{ArrowDown}');
    await openMenu();
    await userEvent.keyboard('{Escape}');
    await menuClosed();
    await expect(args.onAction).toHaveBeenCalledTimes(1);
  },
};

/** The up arrow opens the menu on its last item, on the light trigger as on React Aria's own. */
export const ArrowUpOpensOnLastItem: Story = {
  play: async ({ canvas }) => {
    const trigger = () => canvas.getByRole('button', { name: 'Actions for Jane Doe' });
    await userEvent.tab();
    await expect(trigger()).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    let menu = await openMenu();
    await waitFor(() =>
      expect(within(menu).getByRole('menuitem', { name: 'Delete' })).toHaveFocus(),
    );
    await userEvent.keyboard('{Escape}');
    await menuClosed();
    await waitFor(() => expect(trigger()).toHaveFocus());

    // The menu's own trigger now: the same.
    await userEvent.keyboard('{ArrowUp}');
    menu = await openMenu();
    await waitFor(() =>
      expect(within(menu).getByRole('menuitem', { name: 'Delete' })).toHaveFocus(),
    );
    await userEvent.keyboard('{Escape}');
    await menuClosed();
  },
};

/** A suspended traveler cannot be suspended again: the item shows but does nothing. */
export const DisabledItem: Story = {
  args: {
    items: [
      { id: 'view', label: 'View Profile', onAction: onView },
      { id: 'suspend', label: 'Suspend', isDisabled: true, onAction: onSuspend },
      { id: 'delete', label: 'Delete', tone: 'danger', onAction: onDelete },
    ],
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Actions for Jane Doe' }));
    const menu = await openMenu();
    const suspend = within(menu).getByRole('menuitem', { name: 'Suspend' });
    await expect(suspend).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(suspend, { pointerEventsCheck: 0 });
    await expect(onSuspend).not.toHaveBeenCalled();
    await expect(screen.getByRole('menu')).toBeVisible();
    // The arrow keys step over it.
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: 'View Profile' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: 'Delete' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onDelete).toHaveBeenCalledTimes(1);
    await expect(args.onAction).toHaveBeenCalledTimes(1);
    await expect(args.onAction).toHaveBeenCalledWith('delete');
    await menuClosed();
  },
};

export const DangerItem: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Actions for Jane Doe' }));
    const menu = await openMenu();
    const remove = within(menu).getByRole('menuitem', { name: 'Delete' });
    const view = within(menu).getByRole('menuitem', { name: 'View Profile' });
    await expect(getComputedStyle(remove).color).not.toBe(getComputedStyle(view).color);
    await userEvent.keyboard('{Escape}');
    await menuClosed();
  },
};

/** The list's bulk action menu: disabled until rows are selected. */
export const BulkActions: Story = {
  args: {
    'aria-label': undefined,
    label: 'Bulk actions',
    items: [
      { id: 'activate', label: 'Activate' },
      { id: 'deactivate', label: 'Deactivate' },
      { id: 'export', label: 'Export CSV' },
    ],
  },
  render: function Render(args) {
    const [hasSelection, setHasSelection] = useState(false);
    return (
      <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
        <Checkbox isSelected={hasSelection} onChange={setHasSelection}>
          Jane Doe selected
        </Checkbox>
        <Menu {...args} isDisabled={!hasSelection} />
      </div>
    );
  },
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Bulk actions' });
    await expect(trigger).toBeDisabled();
    await userEvent.click(trigger, { pointerEventsCheck: 0 });
    await expect(screen.queryByRole('menu')).toBeNull();

    await userEvent.click(canvas.getByRole('checkbox', { name: 'Jane Doe selected' }));
    await expect(trigger).toBeEnabled();
    await userEvent.click(trigger);
    const menu = await openMenu();
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Export CSV' }));
    await expect(args.onAction).toHaveBeenCalledTimes(1);
    await expect(args.onAction).toHaveBeenCalledWith('export');
    await menuClosed();
  },
};

export const LongText: Story = {
  args: {
    'aria-label': 'Actions for Maria-Fernanda de los Santos Oliveira',
    items: [
      {
        id: 'request',
        label: 'Request more information about the business registration documents',
      },
      { id: 'reject', label: 'Reject', tone: 'danger' },
    ],
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Maria-Fernanda/ }));
    const menu = await openMenu();
    await expect(menu.getBoundingClientRect().width).toBeLessThanOrEqual(window.innerWidth);
    await userEvent.click(within(menu).getByRole('menuitem', { name: /Request more/ }));
    await expect(args.onAction).toHaveBeenCalledWith('request');
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: DisabledItem.args,
  play: DisabledItem.play,
};
