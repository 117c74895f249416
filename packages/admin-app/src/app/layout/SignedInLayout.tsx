import {
  lazy,
  memo,
  Suspense,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useState,
} from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import {
  AppShell,
  RouterProvider,
  Skeleton,
  type AppShellNavGroup,
  type RouterProviderProps,
} from '@packlight/ui';
import { allows, permissionForPath } from '../../lib/access/access.ts';
import { NoAccess } from '../../lib/access/NoAccess.tsx';
import { useFollowRole } from '../../lib/access/use-follow-role.ts';
import { usePermissions } from '../../lib/access/use-permission.ts';
import { useAuth } from '../../lib/auth/context.ts';
import { afterFirstPaint } from '../../lib/after-first-paint.ts';
import { DataProvider } from '../../lib/data/index.ts';
import { listenForPaletteShortcut } from '../../lib/palette/palette-opener.ts';
import { UnsavedChangesProvider, useLeaveGuard } from '../../lib/forms/unsaved-changes.tsx';
import { RealtimeProvider } from '../../lib/realtime/index.ts';
import { AfterFirstPaint } from './AfterFirstPaint.tsx';
import { paletteScreens, shellNavGroups } from './nav-groups.ts';
import { useRealtimeCatchUp } from './use-realtime-catch-up.ts';
import { useAdminChannel } from '../../lib/live/use-admin-channel.ts';

// What the frame shows once the page has painted: the header's search, notifications and profile
// menu and the toasts bring the kit's combobox, popover, menu and toast code, which no first
// screen needs; the logout question loads when idle and shows when asked.
const HeaderSearch = lazy(() =>
  import('../../features/search/HeaderSearch.tsx').then((module) => ({
    default: module.HeaderSearch,
  })),
);
const NotificationCenter = lazy(() =>
  import('../../features/notifications/NotificationCenter.tsx').then((module) => ({
    default: module.NotificationCenter,
  })),
);
const HeaderProfile = lazy(() =>
  import('./HeaderProfile.tsx').then((module) => ({ default: module.HeaderProfile })),
);
const PaletteLauncher = lazy(() =>
  import('../../features/search/PaletteLauncher.tsx').then((module) => ({
    default: module.PaletteLauncher,
  })),
);
const Toasts = lazy(() => import('./Toasts.tsx').then((module) => ({ default: module.Toasts })));
const loadLogoutDialog = () => import('./LogoutDialog.tsx');
const LogoutDialog = lazy(() =>
  loadLogoutDialog().then((module) => ({ default: module.LogoutDialog })),
);

/**
 * The frame of every signed-in page. It brings SWR and the realtime connection, so both load
 * with the signed-in chunk only and end with the session; the socket itself opens after the
 * first paint. The shell composes the header's
 * search and notifications: it is the one place that puts features side by side.
 */
export function SignedInLayout() {
  return (
    <DataProvider>
      <RealtimeProvider>
        <UnsavedChangesProvider>
          <Shell />
        </UnsavedChangesProvider>
      </RealtimeProvider>
    </DataProvider>
  );
}

function Shell() {
  const navigate = useNavigate();
  const confirmLeave = useLeaveGuard();
  const { pathname } = useLocation();
  const { logout } = useAuth();
  const [isNavOpen, setNavOpen] = useState(false);
  const [isLogoutOpen, setLogoutOpen] = useState(false);
  // Mounted from the first opening on, so it can animate out when closed.
  const [wasLogoutOpened, setLogoutOpened] = useState(false);
  const granted = usePermissions();
  useRealtimeCatchUp();
  useAdminChannel();
  useFollowRole();
  useEffect(() => afterFirstPaint(() => void loadLogoutDialog()), []);
  // Listening before the first paint, not in a passive effect that may run after it: a Ctrl+K
  // pressed as soon as the screen shows must not be lost. The palette loads on first open.
  useLayoutEffect(() => listenForPaletteShortcut(), []);

  const navGroups = useMemo(
    () =>
      shellNavGroups(() => {
        setLogoutOpened(true);
        setLogoutOpen(true);
      }, granted),
    [granted],
  );
  const confirmLogout = useCallback(async () => {
    setNavOpen(false);
    await logout();
  }, [logout]);
  // Kit links (menus, cards, breadcrumbs) navigate in the app, with react-router's options
  // (declared for the kit in src/app/router-config.d.ts), asking first when a changed form would
  // be left. The same function for as long as the path is the same (react-router's navigate is),
  // so a new search in the address does not redraw every kit link.
  const kitNavigate = useCallback<RouterProviderProps['navigate']>(
    (href, options) => confirmLeave(() => void navigate(href, options)),
    [confirmLeave, navigate],
  );

  return (
    <ShellFrame
      pathname={pathname}
      isAllowed={allows(granted, permissionForPath(pathname))}
      navigate={kitNavigate}
      navGroups={navGroups}
      isNavOpen={isNavOpen}
      onNavOpenChange={setNavOpen}
      isLogoutOpen={isLogoutOpen}
      onLogoutOpenChange={setLogoutOpen}
      wasLogoutOpened={wasLogoutOpened}
      onLogoutConfirm={confirmLogout}
    />
  );
}

interface ShellFrameProps {
  pathname: string;
  /** Whether the role may use the screen at `pathname`; if not, the page says so (D71). */
  isAllowed: boolean;
  navigate: RouterProviderProps['navigate'];
  navGroups: AppShellNavGroup[];
  isNavOpen: boolean;
  onNavOpenChange: (isOpen: boolean) => void;
  isLogoutOpen: boolean;
  onLogoutOpenChange: (isOpen: boolean) => void;
  wasLogoutOpened: boolean;
  onLogoutConfirm: () => Promise<void>;
}

/**
 * What the shell draws. Memoised: a search keystroke writes the address, and only the screen
 * (through its Outlet) has to draw again, not the sidebar, header and every link in them.
 * Every in-app href is absolute (src/lib/paths.ts) and the app has no base path, so kit links
 * show their href as it is, without the router's useHref, which would redraw each link on every
 * change of the address.
 */
const ShellFrame = memo(function ShellFrame({
  pathname,
  isAllowed,
  navigate,
  navGroups,
  isNavOpen,
  onNavOpenChange,
  isLogoutOpen,
  onLogoutOpenChange,
  wasLogoutOpened,
  onLogoutConfirm,
}: ShellFrameProps) {
  const screens = useMemo(() => paletteScreens(navGroups), [navGroups]);
  return (
    <RouterProvider navigate={navigate}>
      <AppShell
        brand="Packlight"
        navGroups={navGroups}
        currentPath={pathname}
        isNavOpen={isNavOpen}
        onNavOpenChange={onNavOpenChange}
        search={
          <AfterFirstPaint
            fallback={<Skeleton shape="rect" width="min(100%, 32rem)" height={40} />}
          >
            <HeaderSearch />
          </AfterFirstPaint>
        }
        notifications={
          <AfterFirstPaint fallback={<Skeleton shape="circle" width={40} />}>
            <NotificationCenter />
          </AfterFirstPaint>
        }
        profile={
          <AfterFirstPaint fallback={<Skeleton shape="circle" width={40} />}>
            <HeaderProfile />
          </AfterFirstPaint>
        }
      >
        {/* Inside the shell, so a page's chunk loading leaves the frame in place. */}
        <Suspense fallback={null}>{isAllowed ? <Outlet /> : <NoAccess />}</Suspense>
      </AppShell>
      {/* Ctrl+K / Cmd+K: the command palette, over every signed-in screen. */}
      <AfterFirstPaint fallback={null}>
        <PaletteLauncher screens={screens} />
      </AfterFirstPaint>
      {/* The toasts of every signed-in screen (spec: top-right, closing after 5 s). */}
      <AfterFirstPaint fallback={null}>
        <Toasts />
      </AfterFirstPaint>
      {wasLogoutOpened && (
        <Suspense fallback={null}>
          <LogoutDialog
            isOpen={isLogoutOpen}
            onOpenChange={onLogoutOpenChange}
            onConfirm={onLogoutConfirm}
          />
        </Suspense>
      )}
    </RouterProvider>
  );
});
