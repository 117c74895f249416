import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { LineChart, summarizeSeries } from './LineChart';

/** 13 monthly points, as on the dashboard (a year and the current month: 'Jan' twice). */
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const orders = [...months, 'Jan'].map((label, index) => ({
  label,
  value: [12, 19, 15, 27, 31, 24, 38, 42, 36, 45, 51, 48, 56][index]!,
}));

const meta = {
  title: 'Components/LineChart',
  component: LineChart,
  args: { title: 'Monthly orders', data: orders, valueLabel: 'Orders' },
  render: (args) => (
    <div style={{ maxWidth: 640 }}>
      <LineChart {...args} />
    </div>
  ),
} satisfies Meta<typeof LineChart>;

export default meta;
type Story = StoryObj<typeof meta>;

const chartImage = (canvas: ReturnType<typeof within>) =>
  waitFor(() => canvas.getByRole('img', { name: /^Monthly orders, line chart/ }));

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    const svg = await chartImage(canvas);
    await expect(svg).toHaveAccessibleName(
      'Monthly orders, line chart of 13 points from Jan (12) to Jan (56); highest Jan (56), lowest Jan (12).',
    );
    await expect(svg.querySelectorAll('circle')).toHaveLength(13);
    // Axis labels: months along the bottom, the value name on the side.
    await expect(within(svg as unknown as HTMLElement).getByText('Mar')).toBeInTheDocument();
    await expect(within(svg as unknown as HTMLElement).getAllByText('Jan')).toHaveLength(2);
    await expect(within(svg as unknown as HTMLElement).getByText('Orders')).toBeInTheDocument();
    // The numbers, for screen readers, in a table.
    const table = within(canvasElement).getByRole('table', { name: 'Monthly orders' });
    await expect(within(table).getAllByRole('row')).toHaveLength(14);
    await expect(within(table).getByRole('rowheader', { name: 'Jul' })).toBeInTheDocument();
    await expect(within(table).getByRole('cell', { name: '38' })).toBeInTheDocument();
  },
};

/** The width follows the container; labels thin out when they would collide. */
export const Narrow: Story = {
  render: (args) => (
    <div style={{ width: 280 }}>
      <LineChart {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const svg = await chartImage(canvas);
    await expect(svg.getAttribute('width')).toBe('280');
    const labels = within(svg as unknown as HTMLElement).queryAllByText(/^(Jan|Feb|Mar)$/);
    await expect(labels.length).toBeLessThan(3);
  },
};

export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading chart...');
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};

export const Empty: Story = {
  args: { data: [], emptyText: 'No orders yet.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No orders yet.')).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

export const Error: Story = {
  args: { error: 'Could not load orders.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Could not load orders.');
    await expect(summarizeSeries('Orders', [])).toBe('Orders: no data.');
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    const svg = await chartImage(canvas);
    const line = svg.querySelector('path[class*="line"]')!;
    // The line takes the dark theme's primary colour, not a fixed one.
    await expect(getComputedStyle(line).stroke).toBe('rgb(106, 169, 255)');
  },
};
