export {
  AppShell,
  isNavItemActive,
  type AppShellLinkProps,
  type AppShellNavButton,
  type AppShellNavGroup,
  type AppShellNavItem,
  type AppShellNavLink,
  type AppShellProps,
} from './AppShell';
// The app's router options for the kit's links and `RouterProvider` (see its JSDoc).
export type { RouterConfig } from '../private/router';
