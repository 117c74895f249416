// What AppShell's stories share (AppShell.*.stories.tsx, one file per theme): the navigation,
// the app's side (its router's location and navigate), and the meta's setup. Not part of the
// package (tsconfig.build.json leaves *.fixtures.tsx out).
import { useEffect, useState } from 'react';
import { RouterProvider } from '../Link/RouterProvider';
import { fn } from 'storybook/test';
import { GlobalSearch } from '../GlobalSearch/GlobalSearch';
import {
  NotificationBell,
  loadNotificationBellOverlay,
} from '../NotificationBell/NotificationBell';
import { LogoutGlyph, PersonGlyph, SettingsGlyph } from '../private/icons';
import { ProfileMenu, loadProfileMenuOverlay } from '../ProfileMenu/ProfileMenu';
import { loadToastList } from '../Toast/Toast';
import { type AppShellNavGroup, type AppShellProps, AppShell, loadNavDrawer } from './AppShell';
import * as styles from './AppShell.css';
import { preload } from '../../storybook/preload';

export const logout = fn();

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
// below would be `never` and the stories would not type-check.
declare module './index' {
  interface RouterConfig {
    routerOptions: DemoNavigateOptions;
  }
}

export const navigate = fn<(href: string, options?: DemoNavigateOptions) => void>();

/** What a story reaches into the Demo shown last with. */
export const demoControls: {
  /**
   * Hands the asked path to a Demo whose screens load slowly (`isSlow`), as a lazily loaded route
   * commits its path only once its code is here; `null` while nothing is loading.
   */
  finishLoading: (() => void) | null;
  /** Opens a path as the app does by itself (the browser's Back). */
  openByApp: ((path: string) => void) | null;
} = { finishLoading: null, openByApp: null };

/** The app's side: the router's location and navigate, here a state and a spy. */
export function Demo({
  width,
  isSlow = false,
  ...args
}: AppShellProps & { width: number; isSlow?: boolean }) {
  const [path, setPath] = useState(args.currentPath);
  useEffect(() => {
    demoControls.openByApp = setPath;
  }, []);
  return (
    <RouterProvider
      navigate={(href, options) => {
        navigate(href, options);
        if (isSlow) demoControls.finishLoading = () => setPath(href);
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

// The meta's setup, the same in every file.

/** The lazily loaded parts are there before the story renders: a cold cache too. */
export const loaders = [
  preload(loadNavDrawer, loadNotificationBellOverlay, loadProfileMenuOverlay, loadToastList),
];

export const parameters = {
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
};

export const args = {
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
} satisfies Partial<AppShellProps>;

export const argTypes = {
  navGroups: { control: false },
  search: { control: false },
  notifications: { control: false },
  profile: { control: false },
  linkComponent: { control: false },
} as const;

/** A desktop's width; the narrow stories render at a phone's. */
export const renderWide = (args: AppShellProps) => <Demo {...args} width={1100} />;
