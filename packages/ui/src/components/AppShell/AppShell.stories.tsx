import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { RouterProvider } from '../Link/RouterProvider';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { GlobalSearch } from '../GlobalSearch/GlobalSearch';
import { Link } from '../Link/Link';
import {
  NotificationBell,
  loadNotificationBellOverlay,
} from '../NotificationBell/NotificationBell';
import { LogoutGlyph, PersonGlyph, SettingsGlyph } from '../private/icons';
import { ProfileMenu, loadProfileMenuOverlay } from '../ProfileMenu/ProfileMenu';
import { ToastRegion, loadToastList } from '../Toast/Toast';
import { createToaster } from '../Toast/toaster';
import {
  AppShell,
  isNavItemActive,
  type AppShellLinkProps,
  type AppShellNavGroup,
  type AppShellProps,
  loadNavDrawer,
} from './AppShell';
import * as styles from './AppShell.css';
import { preload } from '../../storybook/preload';

const logout = fn();

const navGroups: AppShellNavGroup[] = [
  {
    title: 'Menu',
    items: [
      { label: 'Dashboard', href: '/' },
      { label: 'Travelers', href: '/travelers', icon: <PersonGlyph /> },
      { label: 'Partners', href: '/partners' },
      { label: 'Riders', href: '/riders' },
      { label: 'Products', href: '/products' },
      { label: 'Orders', href: '/orders' },
      { label: 'Refunds', href: '/refund' },
    ],
  },
  {
    title: 'Other',
    items: [
      { label: 'Support', href: '/support' },
      { label: 'Settings', href: '/settings', icon: <SettingsGlyph /> },
      { label: 'Logout', onPress: logout, icon: <LogoutGlyph /> },
    ],
  },
];

/** What the stories' router takes with a navigation, like react-router's `NavigateOptions`. */
interface DemoNavigateOptions {
  replace?: boolean;
  state?: unknown;
}

// Typed router options, declared as an app declares them (see RouterConfig) but on the module
// the package entry re-exports. Were the kit's RouterConfig not React Aria's, `routerOptions`
// below would be `never` and this file would not type-check.
declare module './index' {
  interface RouterConfig {
    routerOptions: DemoNavigateOptions;
  }
}

const navigate = fn<(href: string, options?: DemoNavigateOptions) => void>();

/**
 * Hands the asked path to a Demo whose screens load slowly (`isSlow`), as a lazily loaded route
 * commits its path only once its code is here; `null` while nothing is loading.
 */
let finishLoading: (() => void) | null = null;

/** Opens a path as the app does by itself (the browser's Back), in the Demo shown last. */
let openByApp: ((path: string) => void) | null = null;

/** The app's side: the router's location and navigate, here a state and a spy. */
function Demo({
  width,
  isSlow = false,
  ...args
}: AppShellProps & { width: number; isSlow?: boolean }) {
  const [path, setPath] = useState(args.currentPath);
  useEffect(() => {
    openByApp = setPath;
  }, []);
  return (
    <RouterProvider
      navigate={(href, options) => {
        navigate(href, options);
        if (isSlow) finishLoading = () => setPath(href);
        else setPath(href);
      }}
    >
      <div style={{ width }}>
        <AppShell {...args} currentPath={path}>
          <h1 style={{ marginTop: 0 }}>Travelers</h1>
          <p>Current path: {path}</p>
          {args.children}
        </AppShell>
      </div>
    </RouterProvider>
  );
}

const meta = {
  title: 'Components/AppShell',
  component: AppShell,
  // The lazily loaded parts are there before the story renders: a cold cache too.
  loaders: [
    preload(loadNavDrawer, loadNotificationBellOverlay, loadProfileMenuOverlay, loadToastList),
  ],
  parameters: {
    layout: 'fullscreen',
    docs: { story: { inline: false, height: '640px' } },
    a11y: {
      config: {
        rules: [
          {
            // A whole page: everything it draws must sit in a landmark. Storybook turns this
            // rule off for components; the shell is what puts an app's content in landmarks.
            id: 'region',
            enabled: true,
            // Except the skip link, which axe allows only as the page's first link: here
            // Storybook's own hidden links come before the story, in an app nothing does.
            selector: `body *:not(.${styles.skipLink})`,
          },
        ],
      },
    },
  },
  args: {
    navGroups,
    currentPath: '/travelers/profile/7',
    brand: 'Packlight',
    children: null,
    search: <GlobalSearch sections={[]} placeholder="Search Partner, Traveler, Rider..." />,
    notifications: (
      <NotificationBell
        notifications={[{ id: 1, title: 'New order', message: 'Order #ORD-1042 was placed.' }]}
      />
    ),
    profile: (
      <ProfileMenu name="Maria Lopez" email="maria@packlight.example" onLogout={fn()} isCompact />
    ),
  },
  argTypes: {
    navGroups: { control: false },
    search: { control: false },
    notifications: { control: false },
    profile: { control: false },
    linkComponent: { control: false },
  },
  render: (args) => <Demo {...args} width={1100} />,
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

const narrow = (args: AppShellProps) => <Demo {...args} width={380} />;

/** Small screens: the sidebar is a slide-over opened from the header's menu button. */
export const SmallScreen: Story = {
  render: narrow,
  play: async ({ canvas }) => {
    navigate.mockClear();
    await expect(canvas.queryByRole('navigation')).toBeNull();
    const button = canvas.getByRole('button', { name: 'Open navigation' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(button);
    const panel = await screen.findByRole('dialog', { name: 'Main navigation' });
    await waitFor(() => expect(panel.contains(document.activeElement)).toBe(true));
    await expect(within(panel).getByRole('link', { name: 'Travelers' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // Escape closes it and focus goes back to the button.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(button).toHaveFocus());
  },
};

export const SmallScreenBackdrop: Story = {
  render: narrow,
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Open navigation' });
    await userEvent.click(button);
    const panel = await screen.findByRole('dialog', { name: 'Main navigation' });
    // The backdrop is the overlay around the panel; press its uncovered right part.
    const backdrop = panel.parentElement?.parentElement;
    if (!backdrop) throw new Error('no backdrop');
    const box = backdrop.getBoundingClientRect();
    await userEvent.pointer({
      keys: '[MouseLeft]',
      target: backdrop,
      coords: { clientX: box.right - 5, clientY: box.top + 100 },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(button).toHaveFocus());
  },
};

export const SmallScreenNavigates: Story = {
  render: narrow,
  play: async ({ canvas }) => {
    navigate.mockClear();
    await userEvent.click(canvas.getByRole('button', { name: 'Open navigation' }));
    const panel = await screen.findByRole('dialog');
    await userEvent.click(within(panel).getByRole('link', { name: 'Riders' }));
    await expect(navigate).toHaveBeenCalledWith('/riders', undefined);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(canvas.getByText('Current path: /riders')).toBeVisible();
  },
};

/**
 * A slide-over opened again while the page its entry asked for still loads stays open when that
 * page arrives.
 */
export const SmallScreenReopenedWhileLoading: Story = {
  render: (args) => <Demo {...args} width={380} isSlow />,
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Open navigation' });
    await userEvent.click(button);
    let panel = await screen.findByRole('dialog', { name: 'Main navigation' });
    await userEvent.click(within(panel).getByRole('link', { name: 'Riders' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(canvas.getByText('Current path: /travelers/profile/7')).toBeVisible();
    await userEvent.click(button);
    panel = await screen.findByRole('dialog', { name: 'Main navigation' });
    finishLoading?.();
    await expect(await canvas.findByText('Current path: /riders')).toBeVisible();
    // The arrival's effects have run by the second frame after it.
    for (let frame = 0; frame < 2; frame += 1) {
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(within(panel).getByRole('link', { name: 'Riders' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(screen.getByRole('dialog', { name: 'Main navigation' })).toBeVisible();
    finishLoading = null;
    // A page the app opens by itself (the browser's Back) still closes it.
    openByApp?.('/settings');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(canvas.getByText('Current path: /settings')).toBeVisible();
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

export const Dark: Story = {
  globals: { theme: 'dark' },
  render: narrow,
  play: SmallScreen.play,
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
