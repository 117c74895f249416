import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { DialogTrigger } from '../Dialog';
import { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';
import { confirmTones } from './ConfirmDialog.css';
import { loadModalDialog } from '../Dialog/Dialog';
import { preload } from '../../storybook/preload';

/** A trigger and a controlled ConfirmDialog, as a screen would use it. */
function WithTrigger({ trigger, ...args }: ConfirmDialogProps & { trigger: string }) {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onPress={() => setIsOpen(true)}>
        {trigger}
      </Button>
      <ConfirmDialog
        {...args}
        isOpen={isOpen}
        onOpenChange={(open) => {
          args.onOpenChange?.(open);
          setIsOpen(open);
        }}
      />
    </>
  );
}

const meta = {
  title: 'Components/ConfirmDialog',
  // Overlays portal to <body>, which only a story's own frame themes: in the docs page each story
  // gets an iframe of its own instead of rendering inline.
  parameters: { docs: { story: { inline: false, height: '480px' } } },
  component: ConfirmDialog,
  // The lazily loaded parts are there before the story renders: a cold cache too.
  loaders: [preload(loadModalDialog)],
  args: {
    title: 'Delete Account',
    message: 'Are you sure you want to delete this account? This action cannot be undone.',
    confirmLabel: 'Yes, Delete',
    tone: 'danger',
    onConfirm: fn(),
    onCancel: fn(),
    onOpenChange: fn(),
  },
  argTypes: {
    tone: { control: 'inline-radio', options: confirmTones },
  },
  render: (args) => <WithTrigger {...args} trigger="Delete" />,
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const open = async (trigger: HTMLElement, name: string | RegExp) => {
  await userEvent.click(trigger);
  return screen.findByRole('alertdialog', { name });
};

export const Destructive: Story = {
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Delete' });
    const dialog = await open(trigger, 'Delete Account');
    await expect(dialog).toHaveAccessibleDescription(
      expect.stringContaining('This action cannot be undone.'),
    );
    // Focus starts on the safe choice.
    const cancel = within(dialog).getByRole('button', { name: 'Cancel' });
    await waitFor(() => expect(cancel).toHaveFocus());
    const confirm = within(dialog).getByRole('button', { name: 'Yes, Delete' });
    await userEvent.click(confirm);
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(args.onCancel).not.toHaveBeenCalled();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const Cancel: Story = {
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Delete' });
    const dialog = await open(trigger, 'Delete Account');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const KeyboardEscape: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    const trigger = canvas.getByRole('button', { name: 'Delete' });
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Account' });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    // Tab stays inside: Cancel, confirm, Cancel...
    for (let i = 0; i < 4; i++) {
      await userEvent.tab();
      await expect(dialog.contains(document.activeElement)).toBe(true);
    }
    await userEvent.tab({ shift: true });
    await expect(dialog.contains(document.activeElement)).toBe(true);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const KeyboardConfirm: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Account' });
    const confirm = within(dialog).getByRole('button', { name: 'Yes, Delete' });
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus(),
    );
    await userEvent.tab();
    await expect(confirm).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Delete' })).toHaveFocus());
  },
};

/** Clicking the page behind does not answer the question. */
export const ClickOutsideKeepsOpen: Story = {
  play: async ({ canvas, args }) => {
    const dialog = await open(canvas.getByRole('button', { name: 'Delete' }), 'Delete Account');
    const overlay = dialog.parentElement?.parentElement;
    if (!overlay) throw new Error('no overlay around the dialog');
    await userEvent.click(overlay);
    await expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
  },
};

export const Logout: Story = {
  args: {
    title: 'Logout?',
    message: 'You are attempting to log out of Dashboard. Are you sure you want to log out?',
    confirmLabel: 'Logout',
    tone: 'neutral',
  },
  render: (args) => <WithTrigger {...args} trigger="Log out" />,
  play: async ({ canvas, args }) => {
    const dialog = await open(canvas.getByRole('button', { name: 'Log out' }), 'Logout?');
    // Not dangerous: focus starts on the confirm button.
    const confirm = within(dialog).getByRole('button', { name: 'Logout' });
    await waitFor(() => expect(confirm).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  },
};

/** `onConfirm` returns a promise: the dialog waits, pending, and closes when it resolves. */
export const PendingThenClose: Story = {
  render: function Render(args) {
    return (
      <WithTrigger
        {...args}
        trigger="Delete"
        onConfirm={() => {
          args.onConfirm?.();
          return new Promise((resolve) => setTimeout(resolve, 300));
        }}
      />
    );
  },
  play: async ({ canvas, args }) => {
    const dialog = await open(canvas.getByRole('button', { name: 'Delete' }), 'Delete Account');
    const confirm = within(dialog).getByRole('button', { name: /Yes, Delete/ });
    await userEvent.click(confirm);
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expect(confirm).toHaveAttribute('aria-disabled', 'true');
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    // Escape does nothing while the work is under way.
    await userEvent.keyboard('{Escape}');
    await expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(args.onCancel).not.toHaveBeenCalled();
    await cleanUpAnnouncement(confirm.id);
  },
};

/** A failed action leaves the dialog open, so the user can retry or cancel. */
export const FailureStaysOpen: Story = {
  render: function Render(args) {
    return (
      <WithTrigger
        {...args}
        trigger="Delete"
        onConfirm={() => {
          args.onConfirm?.();
          return Promise.reject(new Error('Server error'));
        }}
      />
    );
  },
  play: async ({ canvas, args }) => {
    const dialog = await open(canvas.getByRole('button', { name: 'Delete' }), 'Delete Account');
    const confirm = within(dialog).getByRole('button', { name: /Yes, Delete/ });
    await userEvent.click(confirm);
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(confirm).not.toHaveAttribute('aria-disabled'));
    await expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await cleanUpAnnouncement(confirm.id);
  },
};

/** The app tracks the work (`isPending`) and closes the dialog itself. */
export const PendingFromApp: Story = {
  args: { isPending: true, closeOnConfirm: false, pendingLabel: 'Deleting' },
  render: (args) => <ConfirmDialog {...args} defaultOpen />,
  play: async ({ args }) => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Account' });
    const confirm = within(dialog).getByRole('button', { name: 'Yes, Delete Deleting' });
    await expect(confirm).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(confirm);
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
    await expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  },
};

/** Also works inside RAC's DialogTrigger, uncontrolled. */
export const InDialogTrigger: Story = {
  render: (args) => (
    <DialogTrigger>
      <Button variant="danger">Delete</Button>
      <ConfirmDialog {...args} />
    </DialogTrigger>
  ),
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Delete' });
    const dialog = await open(trigger, 'Delete Account');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, Delete' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const LongText: Story = {
  args: {
    title: 'Suspend Patagonia Outfitters International and all of its active product listings?',
    message:
      'Suspending this partner hides its 1,284 listings from travelers at once, cancels its 37 unassigned orders and notifies the riders assigned to the remaining ones. Travelers with active rentals keep them until their return dates.',
    confirmLabel: 'Suspend partner and cancel unassigned orders',
  },
  play: async ({ canvas }) => {
    const dialog = await open(canvas.getByRole('button', { name: 'Delete' }), /Suspend Patagonia/);
    const box = dialog.getBoundingClientRect();
    await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: Destructive.play,
};

/**
 * RAC announces a pending button through a live region on <body> that points at the button; it
 * outlives the story, and once the button is gone it would fail the next story's axe run.
 */
async function cleanUpAnnouncement(buttonId: string) {
  const selector = `[aria-live] [aria-labelledby~="${buttonId}"]`;
  await waitFor(
    () => {
      if (!document.querySelector(selector)) throw new Error('not announced yet');
    },
    { timeout: 1000 },
  ).catch(() => undefined);
  document.querySelectorAll(selector).forEach((node) => node.remove());
}
