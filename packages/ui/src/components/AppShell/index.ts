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
