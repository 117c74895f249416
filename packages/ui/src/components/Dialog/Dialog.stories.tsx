import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { TextField } from '../TextField/TextField';
import { Dialog, loadModalDialog } from './Dialog';
import { DialogTrigger } from './index';
import { preload } from '../../storybook/preload';

const meta = {
  title: 'Components/Dialog',
  // Overlays portal to <body>, which only a story's own frame themes: in the docs page each story
  // gets an iframe of its own instead of rendering inline.
  parameters: { docs: { story: { inline: false, height: '480px' } } },
  component: Dialog,
  // The lazily loaded parts are there before the story renders: a cold cache too.
  loaders: [preload(loadModalDialog)],
  args: { title: 'Request Information', onOpenChange: fn() },
  render: ({ onOpenChange, ...args }) => (
    <DialogTrigger onOpenChange={onOpenChange}>
      <Button variant="secondary">Request information</Button>
      <Dialog
        {...args}
        actions={({ close }) => (
          <>
            <Button variant="secondary" onPress={close}>
              Cancel
            </Button>
            <Button onPress={close}>Send</Button>
          </>
        )}
      >
        <TextField label="Message" />
      </Dialog>
    </DialogTrigger>
  ),
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Overlays render in a portal on <body>, so they are found through `screen`. */
const openDialog = async (trigger: HTMLElement) => {
  await userEvent.click(trigger);
  return screen.findByRole('dialog', { name: 'Request Information' });
};

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Request information' });
    const dialog = await openDialog(trigger);
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    // Focus moved inside.
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const KeyboardAndFocusTrap: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    const trigger = canvas.getByRole('button', { name: 'Request information' });
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Request Information' });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));

    // Tab and Shift+Tab cycle through the dialog's controls and never leave it.
    const seen = new Set<Element>();
    for (let i = 0; i < 8; i++) {
      await userEvent.tab();
      await expect(dialog.contains(document.activeElement)).toBe(true);
      if (document.activeElement) seen.add(document.activeElement);
    }
    // Close, Message, Cancel, Send.
    await expect(seen.size).toBe(4);
    for (let i = 0; i < 5; i++) {
      await userEvent.tab({ shift: true });
      await expect(dialog.contains(document.activeElement)).toBe(true);
    }

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const CloseButton: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Request information' });
    const dialog = await openDialog(trigger);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const ClickOutside: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Request information' });
    const dialog = await openDialog(trigger);
    // Dialog box inside the Modal inside the full-screen overlay: press the overlay itself.
    const overlay = dialog.parentElement?.parentElement;
    if (!overlay) throw new Error('no overlay around the dialog');
    await userEvent.click(overlay);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** Where the app owns the state, e.g. a row action that opens a dialog. */
export const Controlled: Story = {
  render: function Render(args) {
    const [isOpen, setIsOpen] = useState(false);
    return (
      <>
        <Button onPress={() => setIsOpen(true)}>Request information</Button>
        <Dialog
          {...args}
          isOpen={isOpen}
          onOpenChange={(open) => {
            args.onOpenChange?.(open);
            setIsOpen(open);
          }}
          isDismissable={false}
          size="sm"
        >
          <p>We will email the partner and wait for their reply.</p>
        </Dialog>
      </>
    );
  },
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Request information' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Request Information' });
    // Visible once the entry animation has run.
    await waitFor(() => expect(within(dialog).getByText(/email the partner/)).toBeVisible());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const LongText: Story = {
  args: {
    title:
      'Request information about the verification documents of Patagonia Outfitters International',
  },
  render: (args) => (
    <Dialog {...args} defaultOpen actions={<Button>Send</Button>}>
      {Array.from({ length: 30 }, (_, index) => (
        <p key={index}>
          Paragraph {index + 1}: the tax identification number on the registration certificate does
          not match the one given in the application form.
        </p>
      ))}
    </Dialog>
  ),
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    // A tall dialog scrolls inside the viewport rather than running off it.
    const box = dialog.getBoundingClientRect();
    await expect(box.bottom).toBeLessThanOrEqual(window.innerHeight);
    await expect(dialog.scrollHeight).toBeGreaterThan(dialog.clientHeight);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: Default.play,
};
