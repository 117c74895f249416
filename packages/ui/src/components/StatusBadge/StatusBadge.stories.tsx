import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { StatusBadge, statusTone } from './StatusBadge';
import { statusTones } from './StatusBadge.css';

const meta = {
  title: 'Components/StatusBadge',
  component: StatusBadge,
  args: { status: 'Active' },
  argTypes: {
    tone: { control: 'inline-radio', options: [undefined, ...statusTones] },
  },
} satisfies Meta<typeof StatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

const statuses = {
  success: ['Active', 'Online', 'Processed', 'Completed', 'Delivered', 'Resolved', 'Approved'],
  warning: ['Pending', 'In Progress', 'Processing'],
  danger: ['Suspended', 'Rejected', 'Cancelled'],
  neutral: ['Offline'],
} as const;

export const Default: Story = {
  play: async ({ canvas }) => {
    const badge = canvas.getByText('Active').parentElement;
    await expect(badge).toHaveAttribute('data-tone', 'success');
    // The mark is decoration; the text is what is read.
    await expect(badge?.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};

/** Every status of the spec, by tone. Each tone has its own shape, not only its own colour. */
export const AllStatuses: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      {Object.entries(statuses).map(([tone, list]) => (
        <div key={tone} style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
          {list.map((status) => (
            <StatusBadge key={status} status={status} />
          ))}
        </div>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const shapes = new Map<string, string | undefined>();
    const colours = new Map<string, string>();
    for (const [tone, list] of Object.entries(statuses)) {
      for (const status of list) {
        const badge = canvas.getByText(status).parentElement;
        await expect(badge).toHaveAttribute('data-tone', tone);
        shapes.set(tone, badge?.querySelector('svg')?.innerHTML);
        if (badge) colours.set(tone, getComputedStyle(badge).color);
      }
    }
    await expect(new Set(shapes.values()).size).toBe(statusTones.length);
    await expect(new Set(colours.values()).size).toBe(statusTones.length);
  },
};

export const ToneFromApiWording: Story = {
  args: { status: 'in_progress', children: 'In Progress' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('In Progress').parentElement).toHaveAttribute(
      'data-tone',
      'warning',
    );
    await expect(statusTone('ACTIVE')).toBe('success');
    await expect(statusTone(' in-progress ')).toBe('warning');
    await expect(statusTone('Canceled')).toBe('danger');
    await expect(statusTone('Mystery')).toBe('neutral');
  },
};

/** Traveler badges: Active green, every other status orange. */
export const ToneOverride: Story = {
  args: { status: 'Suspended', tone: 'warning' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Suspended').parentElement).toHaveAttribute(
      'data-tone',
      'warning',
    );
  },
};

export const Unknown: Story = {
  args: { status: 'Awaiting documents' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Awaiting documents').parentElement).toHaveAttribute(
      'data-tone',
      'neutral',
    );
  },
};

export const LongText: Story = {
  args: { status: 'Pending verification of the business registration certificate' },
  render: (args) => (
    <div style={{ width: 160 }}>
      <StatusBadge {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const label = canvas.getByText(/Pending verification/);
    // Wraps inside the column; never cut off.
    await expect(label.parentElement?.getBoundingClientRect().width).toBeLessThanOrEqual(160);
    await expect(label.scrollWidth).toBeLessThanOrEqual(label.clientWidth + 1);
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  render: AllStatuses.render,
  play: AllStatuses.play,
};
