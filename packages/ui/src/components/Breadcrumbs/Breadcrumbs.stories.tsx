import type { Meta, StoryObj } from '@storybook/react-vite';
import { RouterProvider } from '../Link/RouterProvider';
import { expect, fn, userEvent } from 'storybook/test';
import { Breadcrumbs } from './Breadcrumbs';

const meta = {
  title: 'Components/Breadcrumbs',
  component: Breadcrumbs,
  args: {
    items: [
      { label: 'Dashboard', href: '/' },
      { label: 'Partners', href: '/partners' },
      { label: 'Details' },
    ],
  },
} satisfies Meta<typeof Breadcrumbs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(nav).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/');
    await expect(canvas.getByRole('link', { name: 'Partners' })).toHaveAttribute(
      'href',
      '/partners',
    );
    // The current page is text marked aria-current, not a link to itself.
    const current = canvas.getByText('Details');
    await expect(current).toHaveAttribute('aria-current', 'page');
    await expect(canvas.queryByRole('link', { name: 'Details' })).toBeNull();
  },
};

const navigate = fn();

/** Crumbs navigate through the app's router (the kit's RouterProvider), by pointer and keyboard. */
export const WithRouter: Story = {
  render: (args) => (
    <RouterProvider navigate={navigate}>
      <Breadcrumbs {...args} />
    </RouterProvider>
  ),
  play: async ({ canvas }) => {
    navigate.mockClear();
    await userEvent.click(canvas.getByRole('link', { name: 'Partners' }));
    await expect(navigate).toHaveBeenLastCalledWith('/partners', undefined);
    await userEvent.tab({ shift: true });
    await expect(canvas.getByRole('link', { name: 'Dashboard' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(navigate).toHaveBeenLastCalledWith('/', undefined);
    // Two links, then nothing: the current page takes no Tab stop.
    await userEvent.tab();
    await userEvent.tab();
    await expect(document.activeElement?.textContent).not.toBe('Details');
  },
};

export const SingleItem: Story = {
  args: { items: [{ label: 'Dashboard', href: '/' }] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Dashboard')).toHaveAttribute('aria-current', 'page');
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

export const WithAction: Story = {
  args: {
    onAction: fn(),
    items: [
      { id: 'home', label: 'Dashboard' },
      { id: 'travelers', label: 'Traveler' },
      { id: 'details', label: 'Traveler Details' },
    ],
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('link', { name: 'Traveler' }));
    await expect(args.onAction).toHaveBeenCalledWith('travelers');
  },
};

export const LongText: Story = {
  args: {
    items: [
      { label: 'Dashboard', href: '/' },
      { label: 'Products', href: '/products' },
      {
        label:
          'Ultralight merino-blend packable down jacket with detachable hood, women’s extra small',
      },
    ],
  },
  render: (args) => (
    <div style={{ width: 280 }}>
      <Breadcrumbs {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation').scrollWidth).toBeLessThanOrEqual(280);
    await expect(canvas.getByText(/Ultralight/)).toHaveAttribute('aria-current', 'page');
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: Default.play,
};
