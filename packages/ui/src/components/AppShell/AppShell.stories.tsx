import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Link } from '../Link/Link';
import { ToastRegion } from '../Toast/Toast';
import { createToaster } from '../Toast/toaster';
import { AppShell, isNavItemActive, type AppShellLinkProps } from './AppShell';
import {
  args,
  argTypes,
  Demo,
  loaders,
  logout,
  navigate,
  parameters,
  renderWide,
} from './AppShell.fixtures';

/**
 * The shell on a desktop: navigation, the skip link, the app's link component and router
 * options, long labels, toasts under the header. Small screens are in
 * AppShell.small-screen.stories.tsx under the same title (same story ids).
 */
const meta = {
  title: 'Components/AppShell',
  component: AppShell,
  loaders,
  parameters,
  args,
  argTypes,
  render: renderWide,
} satisfies Meta<typeof AppShell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    navigate.mockClear();
    logout.mockClear();
    const nav = canvas.getByRole('navigation', { name: 'Main navigation' });
    await expect(nav).toBeVisible();
    // The brand is in the landmark, not loose above it.
    await expect(within(nav).getByText('Packlight')).toBeVisible();
    // Groups are lists named by their titles.
    const menu = within(nav).getByRole('list', { name: 'Menu' });
    await expect(within(menu).getAllByRole('listitem')).toHaveLength(7);
    // '/travelers' is current for '/travelers/profile/7'; '/' is not.
    await expect(within(nav).getByRole('link', { name: 'Travelers' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(within(nav).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute(
      'aria-current',
    );
    // Wide: no menu button, the header has its slots.
    await expect(canvas.queryByRole('button', { name: 'Open navigation' })).toBeNull();
    await expect(canvas.getByRole('banner')).toContainElement(canvas.getByRole('combobox'));
    await expect(canvas.getByRole('button', { name: /Notifications/ })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Maria Lopez' })).toBeVisible();
    // Navigation goes through the router.
    await userEvent.click(within(nav).getByRole('link', { name: 'Orders' }));
    await expect(navigate).toHaveBeenCalledWith('/orders', undefined);
    await expect(within(nav).getByRole('link', { name: 'Orders' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // Logout is a button.
    await userEvent.click(within(nav).getByRole('button', { name: 'Logout' }));
    await expect(logout).toHaveBeenCalledTimes(1);
  },
};

export const RootIsCurrentOnlyWhenEqual: Story = {
  args: { currentPath: '/' },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation');
    await expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(
      within(nav)
        .getAllByRole('link')
        .filter((link) => link.ariaCurrent),
    ).toHaveLength(1);
    await expect(isNavItemActive('/', '/travelers')).toBe(false);
    await expect(isNavItemActive('/travelers', '/travelers?page=2')).toBe(true);
    await expect(isNavItemActive('/travelers/', '/travelers')).toBe(true);
    await expect(isNavItemActive('/travel', '/travelers')).toBe(false);
    await expect(isNavItemActive('/refund', '/refund/refundsdetail/4')).toBe(true);
  },
};

/** The skip link is the first Tab stop and moves focus to the page. */
export const SkipLink: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    const skip = canvas.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toHaveFocus();
    await expect(skip.getBoundingClientRect().top).toBeGreaterThanOrEqual(0);
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('main')).toHaveFocus();
  },
};

const linkSpy = fn();

/** The app's router link renders the entries (here a plain anchor that reports its clicks). */
function RouterLink({ href, onClick, children, ...props }: AppShellLinkProps) {
  return (
    <a
      {...props}
      href={href}
      data-router-link=""
      onClick={(event) => {
        event.preventDefault();
        onClick?.();
        linkSpy(href);
      }}
    >
      {children}
    </a>
  );
}

export const CustomLinkComponent: Story = {
  args: { linkComponent: RouterLink, currentPath: '/settings' },
  play: async ({ canvas }) => {
    linkSpy.mockClear();
    const settings = canvas.getByRole('link', { name: 'Settings' });
    await expect(settings).toHaveAttribute('data-router-link');
    await expect(settings).toHaveAttribute('aria-current', 'page');
    await userEvent.click(canvas.getByRole('link', { name: 'Partners' }));
    await expect(linkSpy).toHaveBeenCalledWith('/partners');
    // Keyboard users reach it too (a real anchor).
    settings.focus();
    await userEvent.keyboard('{Enter}');
    await expect(linkSpy).toHaveBeenLastCalledWith('/settings');
  },
};

/** Router options (typed by the app's `RouterConfig`) reach the app's `navigate`. */
export const RouterOptions: Story = {
  args: {
    children: (
      <Link href="/orders" routerOptions={{ state: { tab: 'pending' } }}>
        Pending orders
      </Link>
    ),
  },
  play: async ({ canvas }) => {
    navigate.mockClear();
    await userEvent.click(canvas.getByRole('link', { name: 'Pending orders' }));
    await expect(navigate).toHaveBeenCalledWith('/orders', { state: { tab: 'pending' } });
    await expect(canvas.getByText('Current path: /orders')).toBeVisible();
  },
};

export const LongText: Story = {
  args: {
    navGroups: [
      {
        title: 'Menu',
        items: [
          { label: 'Dashboard', href: '/' },
          { label: 'Partner applications waiting for document verification', href: '/partners' },
        ],
      },
    ],
  },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: /Partner applications/ });
    const nav = canvas.getByRole('navigation');
    await expect(link.getBoundingClientRect().right).toBeLessThanOrEqual(
      nav.getBoundingClientRect().right,
    );
  },
};

const shellToaster = createToaster({ timeout: null });

/** Toasts stay top-right but start under the header: the bell and profile menu stay usable. */
export const ToastBelowHeader: Story = {
  render: (args) => (
    <>
      <Demo {...args} width={640} />
      <ToastRegion toaster={shellToaster} />
    </>
  ),
  play: async ({ canvas }) => {
    shellToaster.clear();
    shellToaster.success('Traveler suspended.');
    const region = await screen.findByRole('region', { name: 'Notifications' });
    const item = within(region).getByRole('alertdialog', { name: 'Traveler suspended.' });
    await waitFor(() => expect(item).toBeVisible());
    const header = canvas.getByRole('banner');
    const box = region.getBoundingClientRect();
    await expect(box.top).toBeGreaterThanOrEqual(header.getBoundingClientRect().bottom);
    // Still the top-right corner of the page, just under the header.
    await expect(window.innerWidth - box.right).toBeLessThan(32);
    await expect(box.top - header.getBoundingClientRect().bottom).toBeLessThan(16);
    for (const name of [/notifications/i, /Maria Lopez/]) {
      const trigger = canvas.getByRole('button', { name });
      await expect(trigger.getBoundingClientRect().bottom).toBeLessThanOrEqual(box.top);
      await userEvent.click(trigger);
      // Looked up again: the bell and the profile menu swap their light trigger for the real one.
      await waitFor(() =>
        expect(canvas.getByRole('button', { name })).toHaveAttribute('aria-expanded', 'true'),
      );
      await userEvent.keyboard('{Escape}');
    }
  },
};

export const ToastBelowHeaderDark: Story = { ...ToastBelowHeader, globals: { theme: 'dark' } };
