import { useCallback, useMemo } from 'react';
import { useAuth } from '../auth/context.ts';
import { allows, grantedTo, mayOpen, type Granted, type Requirement } from './access.ts';

/** What the signed-in admin's role allows; a new set only when the user changes. */
export function usePermissions(): Granted {
  const { user } = useAuth();
  return useMemo(() => grantedTo(user), [user]);
}

/**
 * Whether the role allows `requirement`: `usePermission('partners:decide')`, or an endpoint entry,
 * `usePermission(partnerEndpoints.statusUpdate)`, so a button needs what its call needs.
 */
export function usePermission(requirement: Requirement): boolean {
  return allows(usePermissions(), requirement);
}

/**
 * `can(requirement)` for screens that ask about several things (a row menu, a toolbar); a new
 * function only when the role changes, so memoised rows follow it.
 */
export function useCan(): (requirement: Requirement) => boolean {
  const granted = usePermissions();
  return useCallback((requirement: Requirement) => allows(granted, requirement), [granted]);
}

/** `mayOpen(href)`: whether a link leads to a screen the role may use (else leave it out). */
export function useMayOpen(): (href: string) => boolean {
  const granted = usePermissions();
  return useCallback((href: string) => mayOpen(granted, href), [granted]);
}
