import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Button as RACButton, DialogTrigger } from 'react-aria-components';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Avatar } from '../Avatar/Avatar';
import { Button } from '../Button/Button';
import { ImagePreview, loadImagePreview } from './ImagePreview';
import { preload } from '../../storybook/preload';

// Inline image: the test browser has no network. 1400 by 1000, larger than the box.
const photo = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="1400" height="1000" viewBox="0 0 40 40"><rect width="40" height="40" fill="#6aa9ff"/><circle cx="20" cy="16" r="7" fill="#fff"/><path d="M6 40c2-9 8-13 14-13s12 4 14 13z" fill="#fff"/></svg>',
)}`;

const meta = {
  title: 'Components/ImagePreview',
  component: ImagePreview,
  // The lazily loaded parts are there before the story renders: a cold cache too.
  loaders: [preload(loadImagePreview)],
  parameters: { docs: { story: { inline: false, height: '760px' } } },
  args: { src: photo, alt: 'Maria Lopez, profile photo', onOpenChange: fn() },
  render: ({ onOpenChange, ...args }) => (
    <DialogTrigger onOpenChange={onOpenChange}>
      {/* The traveler's photo is the trigger: a button named for what it does. */}
      <RACButton
        aria-label="Open full-size photo"
        style={{ border: 0, padding: 0, background: 'none', borderRadius: '50%' }}
      >
        <Avatar src={photo} name="Maria Lopez" alt="" size="xl" />
      </RACButton>
      <ImagePreview {...args} />
    </DialogTrigger>
  ),
} satisfies Meta<typeof ImagePreview>;

export default meta;
type Story = StoryObj<typeof meta>;

const open = async (trigger: HTMLElement) => {
  await userEvent.click(trigger);
  return screen.findByRole('dialog', { name: 'Maria Lopez, profile photo' });
};

/**
 * Opened before its code has arrived: the preview mounts on the click (as the order items list
 * does), so, run first in a fresh page, its modal code starts loading only then. It shows when
 * the code arrives, takes focus, and gives it back to the plain button that opened it.
 */
export const OpensBeforeItsCodeArrives: Story = {
  render: function Render(args) {
    const [isOpen, setIsOpen] = useState(false);
    return (
      <>
        <button type="button" onClick={() => setIsOpen(true)}>
          Open picture
        </button>
        {isOpen && <ImagePreview {...args} alt="Merino hoodie" isOpen onOpenChange={setIsOpen} />}
      </>
    );
  },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Open picture' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Merino hoodie' });
    // Visible once the overlay's entry fade is over.
    await waitFor(() =>
      expect(within(dialog).getByRole('img', { name: 'Merino hoodie' })).toBeVisible(),
    );
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Open full-size photo' });
    const dialog = await open(trigger);
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    const image = within(dialog).getByRole('img', { name: 'Maria Lopez, profile photo' });
    await expect(image).toHaveAttribute('src', photo);
    // 700 by 700 at most, and square.
    const box = dialog.parentElement!.getBoundingClientRect();
    await expect(box.width).toBeLessThanOrEqual(700);
    await expect(Math.round(box.width)).toBe(Math.round(box.height));
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close preview' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const EscapeCloses: Story = {
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Open full-size photo' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: 'Maria Lopez, profile photo' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const ClickOutsideCloses: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Open full-size photo' });
    const dialog = await open(trigger);
    const scrim = dialog.parentElement?.parentElement;
    if (!scrim) throw new Error('no overlay');
    await userEvent.click(scrim, { skipHover: true });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** Where the app owns the state. */
export const Controlled: Story = {
  render: function Render(args) {
    const [isOpen, setIsOpen] = useState(false);
    return (
      <>
        <Button variant="secondary" onPress={() => setIsOpen(true)}>
          View license
        </Button>
        <ImagePreview
          {...args}
          alt="Driver license, front"
          isOpen={isOpen}
          onOpenChange={setIsOpen}
        />
      </>
    );
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'View license' }));
    const dialog = await screen.findByRole('dialog', { name: 'Driver license, front' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close preview' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(canvas.getByRole('button', { name: 'View license' })).toHaveFocus());
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    const dialog = await open(canvas.getByRole('button', { name: 'Open full-size photo' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Close preview' })).toBeVisible(),
    );
  },
};
