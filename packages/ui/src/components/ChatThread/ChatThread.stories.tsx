import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ChatThread, type ChatMessage } from './ChatThread';

// A fixed "now", so the day labels do not depend on when the tests run.
const now = new Date(2026, 10, 21, 15, 0);
const at = (daysBack: number, hour: number, minute = 0) =>
  new Date(2026, 10, 21 - daysBack, hour, minute).toISOString();

const conversation: ChatMessage[] = [
  {
    id: 1,
    body: 'Hello, my rental jacket arrived with a broken zip.',
    createdAt: at(3, 9, 12),
    isMine: false,
    senderName: 'Maria Lopez',
  },
  {
    id: 2,
    body: 'Sorry to hear that! Could you send a photo?',
    createdAt: at(3, 9, 30),
    isMine: true,
    status: 'sent',
  },
  {
    id: 3,
    body: 'Sure, here it is.\nThe zip is stuck halfway.',
    createdAt: at(1, 18, 5),
    isMine: false,
    senderName: 'Maria Lopez',
  },
  {
    id: 4,
    body: 'Thanks, we are sending a replacement today.',
    createdAt: at(0, 10, 0),
    isMine: true,
    status: 'sent',
  },
  {
    id: 'temp-5',
    body: 'The rider will pick up the old one.',
    createdAt: at(0, 10, 1),
    isMine: true,
    status: 'pending',
  },
  {
    id: 'temp-6',
    body: 'Tracking number to follow.',
    createdAt: at(0, 10, 2),
    isMine: true,
    status: 'failed',
  },
];

const meta = {
  title: 'Components/ChatThread',
  component: ChatThread,
  args: { messages: conversation, now },
  argTypes: { messages: { control: 'object' }, now: { control: 'date' } },
  render: (args) => (
    <div style={{ display: 'flex', flexDirection: 'column', height: 420, maxWidth: 640 }}>
      <ChatThread {...args} />
    </div>
  ),
} satisfies Meta<typeof ChatThread>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const thread = canvas.getByRole('region', { name: 'Messages' });
    const lists = within(thread).getAllByRole('list');
    // Three days: a date, Yesterday, Today.
    await expect(lists).toHaveLength(3);
    await expect(lists[1]).toHaveAccessibleName('Yesterday');
    await expect(lists[2]).toHaveAccessibleName('Today');
    await expect(lists[0]?.getAttribute('aria-labelledby')).toBeTruthy();
    await expect(lists[0]).not.toHaveAccessibleName(/Today|Yesterday/);
    await expect(within(lists[2]!).getAllByRole('listitem')).toHaveLength(3);
    // Line breaks survive.
    await expect(canvas.getByText(/stuck halfway/).textContent).toContain('\n');
  },
};

export const DeliveryMarkers: Story = {
  play: async ({ canvas }) => {
    // Text alternatives for the markers of one's own messages.
    await expect(canvas.getAllByRole('img', { name: 'Sent' })).toHaveLength(2);
    await expect(canvas.getByRole('img', { name: 'Sending' })).toBeVisible();
    // Failure is written out.
    const failed = canvas.getByText('Tracking number to follow.').closest('li');
    await expect(failed).toHaveAttribute('data-status', 'failed');
    await expect(within(failed!).getByText('Failed to send')).toBeVisible();
    // Mine and theirs sit on opposite sides.
    const mine = canvas.getByText(/sending a replacement/).closest('li')!;
    const theirs = canvas.getByText(/broken zip/).closest('li')!;
    await expect(mine.getBoundingClientRect().right).toBeGreaterThan(
      theirs.getBoundingClientRect().right,
    );
    await expect(getComputedStyle(mine.firstElementChild!).backgroundColor).not.toBe(
      getComputedStyle(theirs.lastElementChild!).backgroundColor,
    );
  },
};

export const Empty: Story = {
  args: { messages: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No messages yet')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading messages...');
    await expect(canvas.getByRole('region', { name: 'Messages' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

const many: ChatMessage[] = Array.from({ length: 30 }, (_, index) => ({
  id: index,
  body: `Message number ${index + 1} about the order.`,
  createdAt: at(0, 8, index),
  isMine: index % 3 === 0,
  status: 'sent',
  senderName: 'Maria Lopez',
}));

/** A new message arrives from the other side, as realtime would deliver it. */
function LiveThread(args: Parameters<typeof ChatThread>[0]) {
  const [messages, setMessages] = useState(many);
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 8, height: 360, maxWidth: 640 }}>
      <button
        type="button"
        onClick={() =>
          setMessages((list) => [
            ...list,
            {
              id: list.length,
              body: `Incoming ${list.length + 1}`,
              createdAt: at(0, 9, list.length),
              isMine: false,
              senderName: 'Maria Lopez',
            },
          ])
        }
      >
        Receive message
      </button>
      <ChatThread {...args} messages={messages} />
    </div>
  );
}

/** Opens at the newest message and follows new ones; a polite live region announces them. */
export const StaysAtNewest: Story = {
  render: (args) => <LiveThread {...args} />,
  play: async ({ canvas, canvasElement }) => {
    const thread = canvas.getByRole('region', { name: 'Messages' });
    const atBottom = () => thread.scrollHeight - thread.scrollTop - thread.clientHeight < 2;
    await waitFor(() => expect(atBottom()).toBe(true));
    await expect(thread.scrollHeight).toBeGreaterThan(thread.clientHeight);
    const live = canvasElement.querySelector('[aria-live="polite"]');
    await expect(live).toHaveTextContent('');
    await userEvent.click(canvas.getByRole('button', { name: 'Receive message' }));
    await waitFor(() => expect(atBottom()).toBe(true));
    await expect(canvas.getByText('Incoming 31')).toBeVisible();
    await expect(live).toHaveTextContent('New message from Maria Lopez: Incoming 31');
  },
};

/** Someone reading older messages is not pulled down when a new one arrives. */
export const KeepsPositionWhenScrolledUp: Story = {
  render: (args) => <LiveThread {...args} />,
  play: async ({ canvas }) => {
    const thread = canvas.getByRole('region', { name: 'Messages' });
    // Keyboard users can scroll it: it is in the Tab order.
    await userEvent.tab();
    await userEvent.tab();
    await expect(thread).toHaveFocus();
    thread.scrollTop = 0;
    thread.dispatchEvent(new Event('scroll'));
    await userEvent.click(canvas.getByRole('button', { name: 'Receive message' }));
    await expect(canvas.getByText('Incoming 31')).toBeInTheDocument();
    await expect(thread.scrollTop).toBe(0);
  },
};

export const LongText: Story = {
  args: {
    messages: [
      {
        id: 1,
        body: 'Pleasecheckthewarehouseinventoryforthemerinowoolbaselayersizemediumbecauseitkeepsshowingoutofstock '.repeat(
          3,
        ),
        createdAt: at(0, 9),
        isMine: false,
        senderName: 'Maximiliano Alejandro de la Cruz Fernández-Villaverde',
      },
    ],
  },
  play: async ({ canvas }) => {
    const thread = canvas.getByRole('region', { name: 'Messages' });
    await expect(thread.scrollWidth).toBeLessThanOrEqual(thread.clientWidth);
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: DeliveryMarkers.play,
};
