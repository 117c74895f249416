import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { NotificationList } from './NotificationList';

/** The list on its own, e.g. in a side panel or a notifications page. */
const meta = {
  title: 'Components/NotificationBell/NotificationList',
  component: NotificationList,
  args: {
    notifications: [
      { id: 1, title: 'New order', message: 'Order #ORD-1042 was placed.', url: '/orders' },
      { id: 2, title: 'Refund requested', message: 'No message provided' },
    ],
    onOpen: fn(),
    onMarkAllRead: fn(),
  },
  render: (args) => (
    <div style={{ maxWidth: 380, border: '1px solid #d8dce2' }}>
      <NotificationList {...args} />
    </div>
  ),
} satisfies Meta<typeof NotificationList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Notifications' })).toBeVisible();
    const list = canvas.getByRole('list', { name: 'Notifications' });
    await userEvent.click(within(list).getByRole('button', { name: /Refund requested/ }));
    await expect(args.onOpen).toHaveBeenCalledWith(args.notifications[1]);
    await userEvent.click(canvas.getByRole('button', { name: 'Mark all as read' }));
    await expect(args.onMarkAllRead).toHaveBeenCalledTimes(1);
  },
};

export const WithoutMarkAll: Story = {
  args: { onMarkAllRead: undefined, headingLevel: 3, title: 'Alerts' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'Alerts' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Mark all as read' })).toBeNull();
  },
};

export const Empty: Story = {
  args: { notifications: [], emptyText: 'No notifications' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('No notifications');
  },
};

/**
 * Dates relative to now ('2h ago'); the exact date shows on hover and while the notification has
 * keyboard focus, and the date takes no Tab stop inside the notification's link.
 */
export const RelativeDates: Story = {
  args: {
    now: new Date('2026-11-23T22:00:00Z'),
    notifications: [
      {
        id: 1,
        title: 'New order',
        message: 'Order #ORD-1042 was placed.',
        url: '/orders',
        createdAt: '2026-11-23T20:00:00Z',
      },
      {
        id: 2,
        title: 'Refund requested',
        message: 'No message provided',
        createdAt: '2026-11-20T16:05:00Z',
      },
    ],
  },
  play: async ({ canvas }) => {
    // The pointer rests on the heading, so an earlier story's pointer hovers no notification.
    await userEvent.hover(canvas.getByRole('heading', { name: 'Notifications' }));
    const list = canvas.getByRole('list', { name: 'Notifications' });
    const order = within(list).getByRole('link', { name: /New order/ });
    await expect(within(order).getByText('2h ago').tagName).toBe('TIME');
    await expect(within(list).getByText('3d ago')).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Mark all as read' })).toHaveFocus();
    await userEvent.tab();
    await expect(order).toHaveFocus();
    await expect(await screen.findByRole('tooltip')).toHaveTextContent(/Nov 23, 2026/);
    // The next Tab goes to the next notification, not to the date inside this one; only that
    // notification's date shows then.
    await userEvent.tab();
    await expect(within(list).getByRole('button', { name: /Refund requested/ })).toHaveFocus();
    const tooltips = await screen.findAllByRole('tooltip');
    await expect(tooltips).toHaveLength(1);
    await expect(tooltips[0]).toHaveTextContent(/Nov 20, 2026/);
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: Default.play,
};
