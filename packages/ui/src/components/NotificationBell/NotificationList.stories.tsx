import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
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
  args: { notifications: [], emptyText: 'No notification' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('No notification');
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: Default.play,
};
