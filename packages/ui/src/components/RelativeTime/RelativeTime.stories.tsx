import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { formatRelative } from './relative-time';
import { RelativeTime } from './RelativeTime';

// A fixed "now", so the text and the picture are the same on every run.
const now = new Date('2026-11-23T22:00:00Z');
const twoHoursAgo = '2026-11-23T20:00:00Z';

const meta = {
  title: 'Components/RelativeTime',
  component: RelativeTime,
  parameters: { docs: { story: { inline: false, height: '160px' } } },
  args: { date: twoHoursAgo, now },
  render: (args) => (
    <p>
      Order placed <RelativeTime {...args} />
    </p>
  ),
} satisfies Meta<typeof RelativeTime>;

export default meta;
type Story = StoryObj<typeof meta>;

/** '2h ago' in a <time> carrying the exact moment; the date and time on keyboard focus. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const time = canvas.getByText('2h ago');
    await expect(time.tagName).toBe('TIME');
    await expect(time).toHaveAttribute('datetime', '2026-11-23T20:00:00.000Z');
    await userEvent.tab();
    await expect(time).toHaveFocus();
    const tooltip = await screen.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent(/Nov 23, 2026/);
    await expect(time).toHaveAttribute('aria-describedby', tooltip.id);
  },
};

/** The same on hover. */
export const Hover: Story = {
  play: async ({ canvas }) => {
    // A pointer press first: React Aria shows tooltips on hover only when a pointer is in use.
    await userEvent.click(canvas.getByText(/Order placed/));
    await userEvent.hover(canvas.getByText('2h ago'));
    await waitFor(() => expect(screen.getByRole('tooltip')).toHaveTextContent(/2026/));
    // The tooltip stays up for the picture: moving away would race its closing delay.
  },
};

/** The largest whole unit, past and future; under a minute reads as now. */
export const Units: Story = {
  render: () => (
    <ul>
      {[
        '2026-11-23T21:59:30Z',
        '2026-11-23T21:55:00Z',
        '2026-11-20T22:00:00Z',
        '2026-12-01T09:00:00Z',
      ].map((date) => (
        <li key={date}>
          <RelativeTime date={date} now={now} formatStyle="long" />
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvas }) => {
    for (const text of ['now', '5 minutes ago', '3 days ago', 'next week'])
      await expect(canvas.getByText(text)).toBeVisible();
    await expect(formatRelative(new Date(twoHoursAgo), now, 'en-US', 'short')).toBe('2 hr. ago');
  },
};

export const Dark: Story = { globals: { theme: 'dark' }, play: Default.play };
