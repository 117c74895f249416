import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { RouterProvider } from '../Link/RouterProvider';
import { expect, fn, userEvent } from 'storybook/test';
import { PersonGlyph } from '../private/icons';
import { StatCard } from './StatCard';

const meta = {
  title: 'Components/StatCard',
  component: StatCard,
  args: { label: 'Total Travelers', value: '1,284' },
  argTypes: { icon: { control: false } },
  render: (args) => (
    <div style={{ width: 260 }}>
      <StatCard {...args} />
    </div>
  ),
} satisfies Meta<typeof StatCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Total Travelers')).toBeVisible();
    await expect(canvas.getByText('1,284')).toBeVisible();
    // Not clickable: no link, no button.
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

const navigate = fn();

/** 'Active Partners' opens the partners list: the whole card is one link. */
export const AsLink: Story = {
  args: { label: 'Active Partners', value: 24, href: '/partners', icon: <PersonGlyph /> },
  render: (args) => (
    <RouterProvider navigate={navigate}>
      <div style={{ width: 260 }}>
        <StatCard {...args} />
      </div>
    </RouterProvider>
  ),
  play: async ({ canvas }) => {
    navigate.mockClear();
    const link = canvas.getByRole('link', { name: 'Active Partners 24' });
    await expect(link).toHaveAttribute('href', '/partners');
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(navigate).toHaveBeenCalledWith('/partners', undefined);
    await userEvent.click(link);
    await expect(navigate).toHaveBeenCalledTimes(2);
  },
};

/** Router options travel with the link, e.g. the Pending tab of the orders list. */
export const WithRouterOptions: Story = {
  args: {
    label: 'Pending Orders',
    value: 7,
    href: '/orders',
    routerOptions: { state: { activeTab: 'pending' } } as never,
  },
  render: AsLink.render,
  play: async ({ canvas }) => {
    navigate.mockClear();
    await userEvent.click(canvas.getByRole('link', { name: 'Pending Orders 7' }));
    await expect(navigate).toHaveBeenCalledWith('/orders', { state: { activeTab: 'pending' } });
  },
};

export const Pressable: Story = {
  args: { label: 'Active Riders', value: 12, onPress: fn() },
  play: async ({ canvas, args }) => {
    const link = canvas.getByRole('link', { name: 'Active Riders 12' });
    await userEvent.click(link);
    await userEvent.tab({ shift: true });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledTimes(2);
  },
};

export const Loading: Story = {
  args: { isLoading: true, loadingLabel: 'Loading States...' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByText('1,284')).toBeNull();
    await expect(canvas.getByText('Loading States...')).toBeInTheDocument();
    await expect(canvasElement.querySelector('[data-state="loading"]')).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const LoadError: Story = {
  args: { error: 'Error loading States' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Error loading States')).toBeVisible();
    await expect(canvas.queryByText('1,284')).toBeNull();
  },
};

export const WithHint: Story = {
  args: { hint: '+12% this month', headingLevel: 3 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'Total Travelers' })).toBeVisible();
    await expect(canvas.getByText('+12% this month')).toBeVisible();
  },
};

export const LongText: Story = {
  args: {
    label: 'Average rental duration of merino base layers across all partner warehouses',
    value: '$1,234,567,890.00',
    href: '/orders',
  },
  render: (args) => (
    <div style={{ width: 200 }}>
      <StatCard {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link');
    await expect(link.scrollWidth).toBeLessThanOrEqual(200);
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { label: 'Active Partners', value: 24, href: '/partners', icon: <PersonGlyph /> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Active Partners 24' })).toBeVisible();
  },
};

/** Loading is a skeleton of the card's final size: nothing jumps when the figure arrives. */
export const LoadingKeepsSize: Story = {
  args: { hint: '+12% this month', icon: <PersonGlyph /> },
  render: function Render(args) {
    const [isLoading, setIsLoading] = useState(true);
    return (
      <div style={{ width: 260 }}>
        <button type="button" onClick={() => setIsLoading(false)}>
          Loaded
        </button>
        <div data-testid="card">
          <StatCard {...args} isLoading={isLoading} />
        </div>
      </div>
    );
  },
  play: async ({ canvas }) => {
    const card = canvas.getByTestId('card');
    const loading = card.getBoundingClientRect();
    await expect(canvas.queryByText('1,284')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Loaded' }));
    await expect(canvas.getByText('1,284')).toBeVisible();
    const ready = card.getBoundingClientRect();
    await expect(Math.abs(ready.height - loading.height)).toBeLessThan(1);
    await expect(ready.width).toBe(loading.width);
  },
};

export const LoadingDark: Story = { ...Loading, globals: { theme: 'dark' } };
