import type { Meta, StoryObj } from '@storybook/react-vite';
import { loadedWithin } from '../../storybook/preload';
import { expect, waitFor, within } from 'storybook/test';
import { PieChart, chartTones, pieShares } from './PieChart';

/** The dashboard's order status buckets. */
const statuses = [
  { label: 'Completed', value: 40, tone: 'success' as const },
  { label: 'Pending', value: 25, tone: 'warning' as const },
  { label: 'Cancelled', value: 10, tone: 'danger' as const },
  { label: 'In Transit', value: 25, tone: 'info' as const },
];

const meta = {
  title: 'Components/PieChart',
  component: PieChart,
  args: { title: 'Order status distribution', data: statuses },
  argTypes: { isDonut: { control: 'boolean' } },
  render: (args) => (
    <div style={{ maxWidth: 480 }}>
      <PieChart {...args} />
    </div>
  ),
} satisfies Meta<typeof PieChart>;

export default meta;
type Story = StoryObj<typeof meta>;

const chartImage = (canvas: ReturnType<typeof within>) =>
  waitFor(
    () => canvas.getByRole('img', { name: /^Order status distribution, pie chart/ }),
    loadedWithin,
  );

export const Default: Story = {
  play: async ({ canvas }) => {
    const svg = await chartImage(canvas);
    await expect(svg).toHaveAttribute(
      'aria-label',
      'Order status distribution, pie chart: Completed 40 (40%), Pending 25 (25%), Cancelled 10 (10%), In Transit 25 (25%).',
    );
    await expect(svg.querySelectorAll('path')).toHaveLength(4);
    // The legend is a table: label, count and share per status.
    const legend = canvas.getByRole('table', { name: 'Order status distribution' });
    const completed = within(legend).getByRole('row', { name: /Completed/ });
    await expect(completed).toHaveTextContent('Completed4040%');
    await expect(
      within(legend)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Status', 'Count', 'Share']);
  },
};

/** Slices without a tone take the theme's tones in order. */
export const DefaultTones: Story = {
  args: {
    isDonut: false,
    data: [
      { label: 'Bike', value: 3 },
      { label: 'Car', value: 1 },
      { label: 'Scooter', value: 2 },
    ],
    labelHeader: 'Vehicle',
  },
  play: async ({ canvas }) => {
    const svg = await chartImage(canvas);
    const fills = [...svg.querySelectorAll('path')].map((path) => getComputedStyle(path).fill);
    await expect(new Set(fills).size).toBe(3);
    await expect(canvas.getByRole('row', { name: /Scooter/ })).toHaveTextContent('33.3%');
    await expect(chartTones).toContain('neutral');
    await expect(pieShares([{ value: 1 }, { value: 3 }])).toEqual([0.25, 0.75]);
    await expect(pieShares([{ value: 0 }])).toEqual([0]);
  },
};

/** A zero slice stays in the legend (0%) but draws nothing. */
export const ZeroSlice: Story = {
  args: { data: [...statuses.slice(0, 3), { label: 'In Transit', value: 0, tone: 'info' }] },
  play: async ({ canvas }) => {
    const svg = await chartImage(canvas);
    await expect(svg.querySelectorAll('path')).toHaveLength(3);
    await expect(canvas.getByRole('row', { name: /In Transit/ })).toHaveTextContent('0%');
  },
};

export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading chart...');
  },
};

export const Empty: Story = {
  args: { data: statuses.map((status) => ({ ...status, value: 0 })), emptyText: 'No orders yet.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No orders yet.')).toBeVisible();
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};

/** `error` set to `true` says just 'Error', as the dashboard's pie did. */
export const Error: Story = {
  args: { error: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Error');
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    const svg = await chartImage(canvas);
    const completed = svg.querySelector('path[data-label="Completed"]')!;
    // The dark theme's success colour.
    await expect(getComputedStyle(completed).fill).toBe('rgb(95, 211, 141)');
  },
};

/**
 * In French: the summary, the legend's headers and the figures follow the kit's locale (counts
 * grouped with a narrow space, '40 %', a list joined with 'et'); the labels are the app's own.
 */
export const French: Story = {
  globals: { locale: 'fr-FR' },
  args: {
    title: 'Répartition des commandes',
    data: [
      { label: 'Livrées', value: 4000, tone: 'success' },
      { label: 'En attente', value: 2500, tone: 'warning' },
      { label: 'Annulées', value: 1000, tone: 'danger' },
      { label: 'En route', value: 2500, tone: 'info' },
    ],
  },
  play: async ({ canvas }) => {
    const svg = await waitFor(
      () => canvas.getByRole('img', { name: /^Répartition des commandes, graphique circulaire/ }),
      loadedWithin,
    );
    // Figures as Intl writes them in French (its spaces are narrow and no-break).
    const n = new Intl.NumberFormat('fr-FR').format;
    const pc = new Intl.NumberFormat('fr-FR', { style: 'percent' }).format;
    await expect(svg).toHaveAttribute(
      'aria-label',
      `Répartition des commandes, graphique circulaire : Livrées ${n(4000)} (${pc(0.4)}), En attente ${n(2500)} (${pc(0.25)}), Annulées ${n(1000)} (${pc(0.1)}) et En route ${n(2500)} (${pc(0.25)}).`,
    );
    const legend = canvas.getByRole('table', { name: 'Répartition des commandes' });
    await expect(
      within(legend)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Statut', 'Nombre', 'Part']);
  },
};

/** In Arabic, right to left, the legend's states say their words in Arabic too. */
export const ArabicStates: Story = {
  globals: { locale: 'ar-AE' },
  args: { error: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('خطأ');
  },
};
