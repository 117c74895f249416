import { ownerOnlyPermission } from '@packlight/api-types';
import type { CallerUser } from '../auth/tokens.ts';
import { forbidden } from '../http/errors.ts';

/** The built-in role that alone manages roles and owners (D71). */
export const ownerKey = 'owner';

/**
 * Refuses (403) a team change that makes, unmakes or touches an owner unless the caller manages
 * roles, as only owners do: an administrator runs the team but cannot reach above it.
 */
export function ensureMayTouchOwners(caller: CallerUser, ...roleKeys: (string | null)[]): void {
  if (roleKeys.includes(ownerKey) && !caller.permissions.has(ownerOnlyPermission)) {
    throw forbidden();
  }
}
