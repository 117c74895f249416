import type { User } from '@packlight/api-types';
import { ApiError } from '../api-error.ts';

/** What the login page says to a partner, rider or traveler who signs in here. */
export const adminOnlyMessage =
  'This back office is for Packlight administrators. Sign in with an administrator account.';

/**
 * Refuses a sign-in whose user is not an administrator (docs/product/decisions.md: only type
 * admin uses the back office): the API would answer every screen with 403, so the session is
 * not kept and the login page says why, instead of opening a shell whose every panel fails.
 */
export function assertAdmin(user: Pick<User, 'type'> | null | undefined): void {
  if (user && user.type !== 'admin') {
    throw new ApiError(403, adminOnlyMessage, {}, adminOnlyMessage);
  }
}
