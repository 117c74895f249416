import type { UserRow } from '../db/schema/index.ts';
import type { Services } from '../services.ts';
import { roleAccessOf } from '../users/role-access.ts';
import { userResource } from '../users/resource.ts';
import { ensureMaySignIn } from './account-standing.ts';
import { issueToken } from './tokens.ts';
import { secondFactorOf, startChallenge } from '../two-factor/challenge.ts';

/**
 * The end of every sign-in (password or provider): a session, or, when the user has a second
 * factor, a held sign-in the client completes at POST /two-factor/verify.
 */
/** What a sign-in knows of the browser asking: its User-Agent, and whether to remember it. */
export interface SignInContext {
  userAgent: string | null;
  remember: boolean;
}

/** An unremembered session ends after a working day at most. */
const unrememberedHours = 12;

/**
 * When a new session ends at the latest: SESSION_MAX_DAYS when remembered, else half a day (or
 * less, if the maximum is shorter). Never unbounded (docs/security.md).
 */
export function sessionExpiry(services: Services, remember: boolean): Date {
  const maxMs = services.sessions.maxDays * 86_400_000;
  const lifetime = remember ? maxMs : Math.min(maxMs, unrememberedHours * 3_600_000);
  // Real time, as authenticate() checks it.
  return new Date(Date.now() + lifetime);
}

export async function completeSignIn(
  services: Services,
  user: UserRow,
  tokenName: string,
  browser: SignInContext = { userAgent: null, remember: false },
) {
  await ensureMaySignIn(services.db, user);
  const method = secondFactorOf(user);
  if (method) {
    const { loginToken } = await startChallenge(services, user, method);
    return {
      data: {
        two_factor_required: true as const,
        user_id: user.id,
        method: [method],
        login_token: loginToken,
      },
    };
  }
  const token = await issueToken(services.db, user.id, {
    name: tokenName,
    expiresAt: sessionExpiry(services, browser.remember),
    userAgent: browser.userAgent,
  });
  return { data: { token, user: userResource(user, await roleAccessOf(services.db, user)) } };
}
