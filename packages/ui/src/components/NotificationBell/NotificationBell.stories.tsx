import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { RouterProvider } from '../Link/RouterProvider';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { NotificationBell, badgeText, loadNotificationBellOverlay } from './NotificationBell';
import type { NotificationItem } from './NotificationList';
import { preload } from '../../storybook/preload';

const sample: NotificationItem[] = [
  {
    id: 'a',
    title: 'New order',
    message: 'Order #ORD-1042 was placed by Maria Lopez.',
    url: '/orders/ordersdetail/1042',
    createdAt: '2026-11-21T09:30:00Z',
  },
  {
    id: 'b',
    title: 'Partner application',
    message: 'Patagonia Outfitters applied to sell on Packlight.',
    createdAt: '2026-11-20T16:05:00Z',
  },
  { id: 'c', title: 'Refund requested', message: 'No message provided' },
];

const meta = {
  title: 'Components/NotificationBell',
  component: NotificationBell,
  // The lazily loaded parts are there before the story renders: a cold cache too.
  loaders: [preload(loadNotificationBellOverlay)],
  // The list opens in a popover on <body>: each story gets its own iframe in the docs.
  parameters: { docs: { story: { inline: false, height: '420px' } } },
  args: {
    notifications: sample,
    // A fixed "now", so the relative dates and the pictures are the same on every run.
    now: new Date('2026-11-21T11:30:00Z'),
    onOpen: fn(),
    onMarkAllRead: fn(),
    onOpenChange: fn(),
  },
  render: (args) => (
    <div style={{ display: 'flex', justifyContent: 'flex-end' }}>
      <NotificationBell {...args} />
    </div>
  ),
} satisfies Meta<typeof NotificationBell>;

export default meta;
type Story = StoryObj<typeof meta>;

const openList = async (bell: HTMLElement) => {
  await userEvent.click(bell);
  return screen.findByRole('dialog', { name: 'Notifications' });
};

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const bell = canvas.getByRole('button', { name: 'Notifications, 3 unread' });
    await expect(within(bell).getByText('3')).toBeVisible();
    const dialog = await openList(bell);
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    const items = within(dialog).getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    // With a url the item is a link; without, a button.
    await expect(within(items[0]!).getByRole('link')).toHaveAttribute(
      'href',
      '/orders/ordersdetail/1042',
    );
    await userEvent.click(within(items[1]!).getByRole('button', { name: /Partner application/ }));
    await expect(args.onOpen).toHaveBeenCalledWith(sample[1]);
    // Opening one closes the list; focus goes back to the bell.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The bell is the popover's own now, which took the light bell's place when the popover loaded.
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Notifications, 3 unread' })).toHaveFocus(),
    );
  },
};

const navigate = fn();

export const KeyboardAndLinks: Story = {
  render: (args) => (
    <RouterProvider navigate={navigate}>
      <NotificationBell {...args} />
    </RouterProvider>
  ),
  play: async ({ canvas, args }) => {
    navigate.mockClear();
    await userEvent.tab();
    const bell = canvas.getByRole('button', { name: /Notifications/ });
    await expect(bell).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    // Tab to the first notification and open it with Enter.
    const link = within(dialog).getByRole('link', { name: /New order/ });
    while (document.activeElement !== link) await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onOpen).toHaveBeenCalledWith(sample[0]);
    await expect(navigate).toHaveBeenCalledWith('/orders/ordersdetail/1042', undefined);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

export const EscapeCloses: Story = {
  play: async ({ canvas, args }) => {
    const bell = canvas.getByRole('button', { name: /Notifications/ });
    await openList(bell);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: /Notifications/ })).toHaveFocus(),
    );
  },
};

/**
 * Until first opened the bell is a lone button with the same name and badge; the press that
 * loads the popover opens it, and closing it brings focus back to the bell.
 */
export const OpensFromTheLightBell: Story = {
  play: async ({ canvas, args }) => {
    const light = canvas.getByRole('button', { name: 'Notifications, 3 unread' });
    await expect(light).toHaveAttribute('aria-expanded', 'false');
    light.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Notifications, 3 unread' })).toHaveFocus(),
    );
  },
};

/** 'Mark all as read' empties the list (the app clears it). */
export const MarkAllRead: Story = {
  render: function Render(args) {
    const [items, setItems] = useState(sample);
    return (
      <NotificationBell
        {...args}
        notifications={items}
        onMarkAllRead={() => {
          args.onMarkAllRead?.();
          setItems([]);
        }}
      />
    );
  },
  play: async ({ canvas, args }) => {
    const dialog = await openList(canvas.getByRole('button', { name: /3 unread/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark all as read' }));
    await expect(args.onMarkAllRead).toHaveBeenCalledTimes(1);
    await expect(within(dialog).getByText('No notifications')).toBeVisible();
    await expect(within(dialog).queryByRole('button', { name: 'Mark all as read' })).toBeNull();
    // No badge any more.
    await expect(canvas.getByRole('button', { name: 'Notifications' })).toBeInTheDocument();
  },
};

export const ManyUnread: Story = {
  args: { unreadCount: 12 },
  play: async ({ canvas }) => {
    const bell = canvas.getByRole('button', { name: 'Notifications, 9+ unread' });
    await expect(within(bell).getByText('9+')).toBeVisible();
    await expect([0, 1, 9, 10, -1].map(badgeText)).toEqual(['', '1', '9', '9+', '']);
  },
};

export const Empty: Story = {
  args: { notifications: [] },
  play: async ({ canvas }) => {
    const bell = canvas.getByRole('button', { name: 'Notifications' });
    await expect(bell.querySelector('[data-count]')).toBeNull();
    const dialog = await openList(bell);
    // The popover fades in: wait for it rather than catch its first, transparent frame.
    await waitFor(() => expect(within(dialog).getByText('No notifications')).toBeVisible());
  },
};

export const Loading: Story = {
  args: { notifications: [], isLoading: true },
  play: async ({ canvas }) => {
    const dialog = await openList(canvas.getByRole('button', { name: 'Notifications' }));
    await expect(within(dialog).getByRole('status')).toHaveTextContent('Loading notifications...');
  },
};

export const LoadError: Story = {
  args: { notifications: [], error: 'Could not load notifications', onRetry: fn() },
  play: async ({ canvas, args }) => {
    const dialog = await openList(canvas.getByRole('button', { name: 'Notifications' }));
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Could not load notifications',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const LongText: Story = {
  args: {
    notifications: [
      {
        id: 'long',
        title: 'Verification documents uploaded by Patagonia-Outfitters-International-Collective',
        message:
          'The business registration certificate, the tax identification number and the owner identity card are waiting for review.',
      },
    ],
  },
  play: async ({ canvas }) => {
    const dialog = await openList(canvas.getByRole('button', { name: /1 unread/ }));
    await expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth);
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: Default.play,
};

const manyNotifications = Array.from({ length: 30 }, (_, index) => ({
  id: index + 1,
  title: `Order #ORD-${2000 + index} was placed`,
  message: 'A traveler placed an order for two items.',
}));

/** Thirty notifications: the panel stays bounded (the list scrolls) and 'See all' stays in view. */
export const BoundedWithSeeAll: Story = {
  args: { notifications: manyNotifications, seeAllHref: '/notifications', onSeeAll: fn() },
  render: (args) => (
    <RouterProvider navigate={navigate}>
      <div style={{ display: 'flex', justifyContent: 'flex-end' }}>
        <NotificationBell {...args} />
      </div>
    </RouterProvider>
  ),
  play: async ({ canvas, args }) => {
    navigate.mockClear();
    const bell = canvas.getByRole('button', { name: /^Notifications, .* unread$/ });
    const dialog = await openList(bell);
    await expect(dialog.getBoundingClientRect().height).toBeLessThanOrEqual(
      Math.min(512, window.innerHeight),
    );
    const list = within(dialog).getByRole('list');
    await expect(list.scrollHeight).toBeGreaterThan(list.clientHeight);
    const seeAll = within(dialog).getByRole('link', { name: 'See all notifications' });
    await expect(seeAll.getBoundingClientRect().bottom).toBeLessThanOrEqual(
      dialog.getBoundingClientRect().bottom,
    );
    await userEvent.click(seeAll);
    await expect(navigate).toHaveBeenCalledWith('/notifications', undefined);
    await expect(args.onSeeAll).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Open again for the picture.
    await openList(canvas.getByRole('button', { name: /^Notifications, .* unread$/ }));
  },
};

export const BoundedWithSeeAllDark: Story = {
  ...BoundedWithSeeAll,
  globals: { theme: 'dark' },
};
