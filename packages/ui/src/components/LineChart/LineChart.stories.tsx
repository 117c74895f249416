import type { Meta, StoryObj } from '@storybook/react-vite';
import { loadedWithin } from '../../storybook/preload';
import { expect, userEvent, waitFor, within } from 'storybook/test';
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
  waitFor(() => canvas.getByRole('img', { name: /^Monthly orders, line chart/ }), loadedWithin);

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

/** Month labels never overlap: each bottom label ends before the next one starts. */
export const LabelsNeverOverlap: Story = {
  args: {
    data: orders.map((item, index) => ({
      ...item,
      label: `${item.label} ${2025 + (index >= 12 ? 1 : 0)}`,
    })),
  },
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      {[300, 420, 600].map((width) => (
        <div key={width} style={{ width }}>
          <LineChart {...args} />
        </div>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    await waitFor(
      () => expect(canvasElement.querySelectorAll('svg[role="img"]')).toHaveLength(3),
      loadedWithin,
    );
    for (const svg of canvasElement.querySelectorAll('svg[role="img"]')) {
      const labels = [...svg.querySelectorAll('[data-axis="bottom"] text')]
        .map((label) => label.getBoundingClientRect())
        .sort((a, b) => a.left - b.left);
      await expect(labels.length).toBeGreaterThan(1);
      for (let index = 1; index < labels.length; index++)
        await expect(labels[index]!.left).toBeGreaterThan(labels[index - 1]!.right);
    }
  },
};

/** The value of a point in a tooltip, under the pointer and from the keyboard alike. */
export const Tooltip: Story = {
  play: async ({ canvas, canvasElement }) => {
    const svg = await chartImage(canvas);
    const slider = canvas.getByRole('slider', { name: 'Monthly orders: point' });
    // Keyboard: focus starts on the latest point; arrows and Home move.
    await userEvent.tab();
    await expect(slider).toHaveFocus();
    await expect(slider).toHaveAttribute('aria-valuetext', 'Jan: 56 Orders');
    await expect(canvas.getByText('56 Orders')).toBeVisible();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(slider).toHaveAttribute('aria-valuetext', 'Dec: 48 Orders');
    await expect(canvas.getByText('48 Orders')).toBeVisible();
    await userEvent.keyboard('{Home}');
    await expect(slider).toHaveAttribute('aria-valuenow', '1');
    await expect(canvas.getByText('12 Orders')).toBeVisible();
    await userEvent.tab();
    await expect(canvas.queryByText('12 Orders')).toBeNull();
    // Pointer: the nearest point to it.
    const points = svg.querySelectorAll('circle');
    const july = points[6]!.getBoundingClientRect();
    await userEvent.pointer({
      target: svg.querySelector('rect[fill="transparent"]')!,
      coords: { clientX: july.left + july.width / 2 + 3, clientY: july.top },
    });
    await expect(canvas.getByText('38 Orders')).toBeVisible();
    // No empty band: the plot's frame ends with the axis labels.
    const frame = canvasElement.querySelector('figure')!.getBoundingClientRect();
    const lowest = Math.max(
      ...[...svg.querySelectorAll('[data-axis="bottom"] text')].map(
        (label) => label.getBoundingClientRect().bottom,
      ),
    );
    await expect(frame.bottom - lowest).toBeLessThan(24);
  },
};

export const TooltipDark: Story = { ...Tooltip, globals: { theme: 'dark' } };

/**
 * In Arabic, right to left: the summary, the slider's reading and the table's headers are the
 * kit's Arabic words, and figures are written as the locale writes them. The axis still runs
 * from left to right, as charts do in Arabic.
 */
export const Arabic: Story = {
  globals: { locale: 'ar-AE' },
  args: {
    title: 'الطلبات الشهرية',
    valueLabel: 'طلبات',
    data: ['يناير', 'فبراير', 'مارس'].map((label, index) => ({
      label,
      value: [120, 190, 150][index]!,
    })),
  },
  play: async ({ canvas, canvasElement }) => {
    const figure = (value: number) => new Intl.NumberFormat('ar-AE').format(value);
    const svg = await waitFor(
      () => canvas.getByRole('img', { name: /^الطلبات الشهرية، رسم خطي/ }),
      loadedWithin,
    );
    await expect(svg).toHaveAccessibleName(
      `الطلبات الشهرية، رسم خطي من ${figure(3)} نقاط من يناير (${figure(120)}) إلى مارس (${figure(150)})؛ الأعلى فبراير (${figure(190)})، الأدنى يناير (${figure(120)}).`,
    );
    const slider = canvas.getByRole('slider', { name: 'الطلبات الشهرية: نقطة' });
    await userEvent.tab();
    await expect(slider).toHaveAttribute('aria-valuetext', `مارس: ${figure(150)} طلبات`);
    const points = svg.querySelectorAll('circle');
    await expect(points[0]!.getBoundingClientRect().left).toBeLessThan(
      points[2]!.getBoundingClientRect().left,
    );
    const table = within(canvasElement).getByRole('table', { name: 'الطلبات الشهرية' });
    await expect(within(table).getByRole('columnheader', { name: 'الشهر' })).toBeInTheDocument();
  },
};
