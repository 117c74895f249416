import { authEndpoints, normaliseUserResponse, type User } from '@packlight/api-types';
import { call } from '../api.ts';
import { ApiError } from '../api-error.ts';
import { sessionStore } from '../session.ts';

// What every page asks before its first paint: who the stored token belongs to. The sign-in
// calls are in calls.ts, which loads when a sign-in form is used.

/** Who the stored token belongs to, by GET /user. */
export async function fetchUser(): Promise<User> {
  return normaliseUserResponse(await call(authEndpoints.user));
}

/**
 * The user of the stored session: the server's answer (verified), or, while the server fails, the
 * user stored at sign-in if it still meets the contract. Only a 401 rejects: it ends the session.
 */
export async function sessionUser(): Promise<
  { user: User; verified: true } | { user: User | null; verified: false }
> {
  try {
    return { user: await fetchUser(), verified: true };
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) throw error;
    const { storedUser } = await import('./stored-user.ts');
    return { user: storedUser(sessionStore.read()?.user), verified: false };
  }
}
