import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { AppShell, type AppShellProps } from './AppShell';
import {
  args,
  argTypes,
  Demo,
  demoControls,
  loaders,
  navigate,
  parameters,
  renderWide,
} from './AppShell.fixtures';

/** The shell at a phone's width, its sidebar a slide-over; the others: AppShell.stories.tsx. */
const meta = {
  title: 'Components/AppShell',
  component: AppShell,
  loaders,
  parameters,
  args,
  argTypes,
  render: renderWide,
} satisfies Meta<typeof AppShell>;

export default meta;
type Story = StoryObj<typeof meta>;

const narrow = (args: AppShellProps) => <Demo {...args} width={380} />;

/** Small screens: the sidebar is a slide-over opened from the header's menu button. */
export const SmallScreen: Story = {
  render: narrow,
  play: async ({ canvas }) => {
    navigate.mockClear();
    await expect(canvas.queryByRole('navigation')).toBeNull();
    const button = canvas.getByRole('button', { name: 'Open navigation' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(button);
    const panel = await screen.findByRole('dialog', { name: 'Main navigation' });
    await waitFor(() => expect(panel.contains(document.activeElement)).toBe(true));
    await expect(within(panel).getByRole('link', { name: 'Travelers' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // Escape closes it and focus goes back to the button.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(button).toHaveFocus());
  },
};

export const SmallScreenBackdrop: Story = {
  render: narrow,
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Open navigation' });
    await userEvent.click(button);
    const panel = await screen.findByRole('dialog', { name: 'Main navigation' });
    // The backdrop is the overlay around the panel; press its uncovered right part.
    const backdrop = panel.parentElement?.parentElement;
    if (!backdrop) throw new Error('no backdrop');
    const box = backdrop.getBoundingClientRect();
    await userEvent.pointer({
      keys: '[MouseLeft]',
      target: backdrop,
      coords: { clientX: box.right - 5, clientY: box.top + 100 },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(button).toHaveFocus());
  },
};

export const SmallScreenNavigates: Story = {
  render: narrow,
  play: async ({ canvas }) => {
    navigate.mockClear();
    await userEvent.click(canvas.getByRole('button', { name: 'Open navigation' }));
    const panel = await screen.findByRole('dialog');
    await userEvent.click(within(panel).getByRole('link', { name: 'Riders' }));
    await expect(navigate).toHaveBeenCalledWith('/riders', undefined);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(canvas.getByText('Current path: /riders')).toBeVisible();
  },
};

/**
 * A slide-over opened again while the page its entry asked for still loads stays open when that
 * page arrives.
 */
export const SmallScreenReopenedWhileLoading: Story = {
  render: (args) => <Demo {...args} width={380} isSlow />,
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Open navigation' });
    await userEvent.click(button);
    let panel = await screen.findByRole('dialog', { name: 'Main navigation' });
    await userEvent.click(within(panel).getByRole('link', { name: 'Riders' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(canvas.getByText('Current path: /travelers/profile/7')).toBeVisible();
    await userEvent.click(button);
    panel = await screen.findByRole('dialog', { name: 'Main navigation' });
    demoControls.finishLoading?.();
    await expect(await canvas.findByText('Current path: /riders')).toBeVisible();
    // The arrival's effects have run by the second frame after it.
    for (let frame = 0; frame < 2; frame += 1) {
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(within(panel).getByRole('link', { name: 'Riders' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(screen.getByRole('dialog', { name: 'Main navigation' })).toBeVisible();
    demoControls.finishLoading = null;
    // A page the app opens by itself (the browser's Back) still closes it.
    demoControls.openByApp?.('/settings');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(canvas.getByText('Current path: /settings')).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  render: narrow,
  play: SmallScreen.play,
};
