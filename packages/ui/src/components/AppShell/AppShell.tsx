import {
  lazy,
  Suspense,
  useEffect,
  useId,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { Button, Link } from 'react-aria-components';
import { IconButton } from '../IconButton/IconButton';
import { MenuGlyph } from '../private/icons';
import { whenIdle } from '../private/when-idle';
import { cx } from '../private/cx';
import { useAppHeaderOffset } from '../private/use-app-header-offset';
import { useControllableState } from '../private/use-controllable-state';
import * as styles from './AppShell.css';
import { useKitI18n } from '../../i18n/use-kit-i18n';

/** Loads the lazy part; stories preload it (storybook/preload.ts). */
export const loadNavDrawer = () => import('./NavDrawer');

// The phone navigation's overlay code loads when the browser is idle or on first open.
const NavDrawer = lazy(() => loadNavDrawer().then((module) => ({ default: module.NavDrawer })));

/** A sidebar entry that goes to a page. */
export interface AppShellNavLink {
  /** Text of the entry, e.g. 'Travelers'. */
  label: string;
  /** The page's path, e.g. '/travelers'; also decides when the entry is the current one. */
  href: string;
  /**
   * Decorative icon before the label.
   * @default undefined
   */
  icon?: ReactNode;
}

/** A sidebar entry that does something instead, e.g. Logout. */
export interface AppShellNavButton {
  /** Text of the entry, e.g. 'Logout'. */
  label: string;
  /** Called when the entry is pressed. */
  onPress: () => void;
  /**
   * Decorative icon before the label.
   * @default undefined
   */
  icon?: ReactNode;
}

export type AppShellNavItem = AppShellNavLink | AppShellNavButton;

/** A titled group of sidebar entries, e.g. MENU or OTHER. */
export interface AppShellNavGroup {
  /** Title above the entries; also the name of their list. */
  title: string;
  /** The entries, in order. */
  items: readonly AppShellNavItem[];
}

/** What a `linkComponent` receives: render an `<a>` (or your router's link) with these. */
export interface AppShellLinkProps {
  href: string;
  className: string;
  children: ReactNode;
  /** `'page'` on the entry of the current page. */
  'aria-current'?: 'page';
  /** Called on click, before navigation (closes the slide-over). */
  onClick?: () => void;
}

export interface AppShellProps {
  /** The sidebar's groups of entries. */
  navGroups: readonly AppShellNavGroup[];
  /**
   * The current path (the router's location), e.g. '/travelers/profile/7'. An entry is current
   * when its `href` equals it or is a parent of it; '/' only when equal.
   */
  currentPath: string;
  /** The page. */
  children: ReactNode;
  /**
   * The product's name or logo, at the top of the sidebar: inside the navigation landmark (and
   * in the slide-over's header), so every piece of the frame sits in a landmark.
   * @default undefined
   */
  brand?: ReactNode;
  /**
   * Header slot for the search box (e.g. `GlobalSearch`).
   * @default undefined
   */
  search?: ReactNode;
  /**
   * Header slot for the notifications (e.g. `NotificationBell`).
   * @default undefined
   */
  notifications?: ReactNode;
  /**
   * Header slot for the profile menu (e.g. `ProfileMenu`).
   * @default undefined
   */
  profile?: ReactNode;
  /**
   * Renders the sidebar links, e.g. your router's `Link`. Without it the kit's links are used,
   * which navigate through the kit's `RouterProvider` when the app has one.
   * @default undefined
   */
  linkComponent?: ComponentType<AppShellLinkProps>;
  /**
   * Whether the slide-over navigation is open (small screens; controlled).
   * @default undefined
   */
  isNavOpen?: boolean;
  /**
   * Called when the slide-over opens or closes.
   * @default undefined
   */
  onNavOpenChange?: (isOpen: boolean) => void;
  /**
   * Name of the navigation landmark and of the slide-over.
   * @default 'Main navigation'
   */
  navLabel?: string;
  /**
   * Name of the header button that opens the slide-over.
   * @default 'Open navigation'
   */
  openNavLabel?: string;
  /**
   * Name of the button that closes the slide-over.
   * @default 'Close navigation'
   */
  closeNavLabel?: string;
  /**
   * Text of the skip link, the first Tab stop.
   * @default 'Skip to main content'
   */
  skipLinkLabel?: string;
  /**
   * Extra class on the root, for layout.
   * @default undefined
   */
  className?: string;
}

const stripPath = (path: string) => {
  const bare = path.split(/[?#]/)[0] ?? '';
  return bare.length > 1 ? bare.replace(/\/+$/, '') : bare || '/';
};

/**
 * Whether a sidebar entry is the current one: its path equals the current path or is a parent
 * of it ('/travelers' for '/travelers/profile/7'); the root '/' only when equal.
 */
export function isNavItemActive(href: string, currentPath: string): boolean {
  const item = stripPath(href);
  const path = stripPath(currentPath);
  if (item === '/') return path === '/';
  return path === item || path.startsWith(`${item}/`);
}

const isLink = (item: AppShellNavItem): item is AppShellNavLink => 'href' in item;

function NavItem({
  item,
  currentPath,
  linkComponent: LinkComponent,
  onNavigate,
}: {
  item: AppShellNavItem;
  currentPath: string;
  linkComponent?: ComponentType<AppShellLinkProps>;
  onNavigate: (href: string) => void;
}) {
  const content = (
    <>
      {item.icon != null && (
        <span className={styles.navIcon} aria-hidden="true">
          {item.icon}
        </span>
      )}
      {item.label}
    </>
  );
  if (!isLink(item)) {
    return (
      <Button className={styles.navItem} onPress={item.onPress}>
        {content}
      </Button>
    );
  }
  const current = isNavItemActive(item.href, currentPath) ? 'page' : undefined;
  if (LinkComponent) {
    return (
      <LinkComponent
        href={item.href}
        className={styles.navItem}
        aria-current={current}
        onClick={() => onNavigate(item.href)}
      >
        {content}
      </LinkComponent>
    );
  }
  return (
    <Link
      href={item.href}
      className={styles.navItem}
      aria-current={current}
      onPress={() => onNavigate(item.href)}
    >
      {content}
    </Link>
  );
}

function Nav({
  groups,
  label,
  brand,
  currentPath,
  linkComponent,
  onNavigate,
}: {
  groups: readonly AppShellNavGroup[];
  label: string;
  brand?: ReactNode;
  currentPath: string;
  linkComponent?: ComponentType<AppShellLinkProps>;
  onNavigate: (href: string) => void;
}) {
  const idPrefix = useId();
  return (
    <nav aria-label={label}>
      {/* Text outside every landmark is lost to landmark navigation (axe's region rule). */}
      {brand != null && <div className={styles.brand}>{brand}</div>}
      <div className={styles.navGroups}>
        {groups.map((group, index) => {
          const titleId = `${idPrefix}-${index}`;
          return (
            <div key={group.title}>
              <p id={titleId} className={styles.groupTitle}>
                {group.title}
              </p>
              <ul className={styles.groupList} aria-labelledby={titleId}>
                {group.items.map((item) => (
                  <li key={item.label}>
                    <NavItem
                      item={item}
                      currentPath={currentPath}
                      linkComponent={linkComponent}
                      onNavigate={onNavigate}
                    />
                  </li>
                ))}
              </ul>
            </div>
          );
        })}
      </div>
    </nav>
  );
}

/**
 * The back office's frame: a sidebar of grouped entries (links and actions such as Logout), a
 * header with slots for search, notifications and the profile menu, and the page in a `main`
 * landmark reached by a skip link. When the shell is narrow the sidebar becomes a slide-over
 * opened from the header's menu button: focus moves into it, Escape or the backdrop closes it,
 * and focus returns to the button. Routing stays with the app: pass `currentPath`, and either
 * wrap the app in `RouterProvider` or give a `linkComponent`.
 */
export function AppShell({
  navGroups,
  currentPath,
  children,
  brand,
  search,
  notifications,
  profile,
  linkComponent,
  isNavOpen,
  onNavOpenChange,
  navLabel: navLabelProp,
  openNavLabel: openNavLabelProp,
  closeNavLabel: closeNavLabelProp,
  skipLinkLabel: skipLinkLabelProp,
  className,
}: AppShellProps) {
  const { t } = useKitI18n();
  const navLabel = navLabelProp ?? t('shell.nav');
  const openNavLabel = openNavLabelProp ?? t('shell.openNav');
  const closeNavLabel = closeNavLabelProp ?? t('shell.closeNav');
  const skipLinkLabel = skipLinkLabelProp ?? t('shell.skipLink');
  const [navOpen, setNavOpen] = useControllableState(isNavOpen, false, onNavOpenChange);
  // Mounted from its first opening on, so it can close with its animation and restore focus.
  const [drawerWanted, setDrawerWanted] = useState(navOpen);
  if (navOpen && !drawerWanted) setDrawerWanted(true);
  useEffect(() => whenIdle(() => void loadNavDrawer()), []);
  const mainRef = useRef<HTMLElement>(null);
  const headerRef = useRef<HTMLElement>(null);
  useAppHeaderOffset(headerRef);
  const mainId = useId();

  // A new page closes the slide-over when the app navigates by itself (the browser's Back). An
  // entry's own press closes it at once, and the path it asked for may arrive later (a lazily
  // loaded screen): that arrival must not close a slide-over opened again meanwhile.
  const lastPath = useRef(currentPath);
  const pressedHref = useRef<string | null>(null);
  useEffect(() => {
    if (lastPath.current === currentPath) return;
    lastPath.current = currentPath;
    const asked =
      pressedHref.current !== null && stripPath(pressedHref.current) === stripPath(currentPath);
    pressedHref.current = null;
    if (navOpen && !asked) setNavOpen(false);
  }, [currentPath, navOpen, setNavOpen]);

  const closeNav = (href: string) => {
    pressedHref.current = href;
    if (navOpen) setNavOpen(false);
  };

  return (
    <div className={cx(styles.root, className)}>
      <a
        href={`#${mainId}`}
        className={styles.skipLink}
        onClick={(event) => {
          // Focus the page without changing the URL (the router owns it).
          event.preventDefault();
          mainRef.current?.focus();
        }}
      >
        {skipLinkLabel}
      </a>
      <div className={styles.layout}>
        <div className={styles.sidebar}>
          <Nav
            groups={navGroups}
            label={navLabel}
            brand={brand}
            currentPath={currentPath}
            linkComponent={linkComponent}
            onNavigate={closeNav}
          />
        </div>
        <div className={styles.column}>
          <header ref={headerRef} className={styles.header}>
            <IconButton
              aria-label={openNavLabel}
              className={styles.menuButton}
              onPress={() => setNavOpen(true)}
              aria-expanded={navOpen}
            >
              <MenuGlyph />
            </IconButton>
            <div className={styles.headerSearch}>{search}</div>
            <div className={styles.headerActions}>
              {notifications}
              {profile}
            </div>
          </header>
          <main ref={mainRef} id={mainId} tabIndex={-1} className={styles.main}>
            {children}
          </main>
        </div>
      </div>
      {drawerWanted && (
        <Suspense fallback={null}>
          <NavDrawer
            isOpen={navOpen}
            onOpenChange={setNavOpen}
            brand={brand}
            navLabel={navLabel}
            closeNavLabel={closeNavLabel}
          >
            <Nav
              groups={navGroups}
              label={navLabel}
              currentPath={currentPath}
              linkComponent={linkComponent}
              onNavigate={closeNav}
            />
          </NavDrawer>
        </Suspense>
      )}
    </div>
  );
}
