import {
  authEndpoints,
  normaliseUserResponse,
  twoFactorEndpoints,
  userSchema,
  type RequestOf,
  type User,
} from '@packlight/api-types';
import { call } from '../api.ts';
import { ApiError } from '../api-error.ts';
import { sessionStore } from '../session.ts';

// What the auth provider asks the server. The api client and the contract's schemas (zod) weigh
// about 15 kB gzip, and a visitor to /login needs them only on submitting: the provider loads
// this module on first use (see loadAuthCalls).

export function postLogin(body: RequestOf<typeof authEndpoints.login>) {
  return call(authEndpoints.login, { body });
}

export function postTwoFactorVerify(body: RequestOf<typeof twoFactorEndpoints.verify>) {
  return call(twoFactorEndpoints.verify, { body });
}

export function postLogout() {
  return call(authEndpoints.logout);
}

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
    const stored = userSchema.safeParse(sessionStore.read()?.user);
    return { user: stored.success ? stored.data : null, verified: false };
  }
}
