import { matchPath } from 'react-router';
import type { Permission, User } from '@packlight/api-types';
import { paths } from '../paths.ts';

// What the signed-in admin's role allows, read from GET /user's `permissions` (decisions.md D71).
// The server refuses what the role lacks whatever the app shows; the app hides it so that each
// role finds a coherent product. Pure functions: the hooks beside this file bind them to the user.
// Only the contract's types here: its permissions module also holds every sentence and built-in
// role, which the shell of every page would otherwise download (2 kB gzip, the route budgets).

/** What the signed-in admin may do. */
export interface Granted {
  has(permission: Permission): boolean;
}

/**
 * What an element needs: a permission by its contract name, or an endpoint entry of the contract
 * (its `permission`), so a button asks for exactly what its call requires. `null` or an entry
 * without one needs nothing (own profile, notifications).
 */
export type Requirement =
  Permission | null | undefined | { readonly permission?: Permission | null };

const everything: Granted = { has: () => true };

/**
 * The permissions of a user, as the contract's `grantedPermissions` reads them: a back end that
 * answers no `permissions` has no roles, so every admin may do everything there. A user not known
 * (the server failed at start and nothing usable was stored) is shown the whole product too: the
 * server still refuses what the role lacks, and a screen that cannot load says so. A name this
 * app does not know matches no requirement.
 */
export function grantedTo(
  user: { readonly permissions?: readonly string[] | null } | null,
): Granted {
  return user?.permissions ? new Set<string>(user.permissions) : everything;
}

/** Whether `granted` meets `requirement`. */
export function allows(granted: Granted, requirement: Requirement): boolean {
  const permission = typeof requirement === 'object' ? requirement?.permission : requirement;
  return permission == null || granted.has(permission);
}

const guardedRoutes = Object.values(paths).flatMap((route) =>
  'permission' in route && route.permission
    ? [{ path: route.path, permission: route.permission }]
    : [],
);

/** What the screen at `pathname` requires (`paths.ts`); undefined for screens every admin may open. */
export function permissionForPath(pathname: string): Permission | undefined {
  return guardedRoutes.find(({ path }) => matchPath({ path, end: true }, pathname) !== null)
    ?.permission;
}

/** Whether the role may open an in-app address (`/orders?tab=pending`); outside ones are not ours. */
export function mayOpen(granted: Granted, href: string): boolean {
  if (!href.startsWith('/')) return true;
  const pathname = href.split(/[?#]/, 1)[0] ?? href;
  return allows(granted, permissionForPath(pathname));
}

/** Whether two answers of GET /user allow the same things: the same role, the same permissions. */
export function sameAccess(before: User | null, after: User): boolean {
  const listed = (user: User | null) => [...(user?.permissions ?? [])].sort().join(' ');
  return (
    before?.role?.id === after.role?.id &&
    before?.role?.name === after.role?.name &&
    listed(before) === listed(after)
  );
}
