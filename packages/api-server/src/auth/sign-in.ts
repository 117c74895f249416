import type { UserRow } from '../db/schema/index.ts';
import type { Services } from '../services.ts';
import { userResource } from '../users/resource.ts';
import { ensureMaySignIn } from './account-standing.ts';
import { issueToken } from './tokens.ts';
import { secondFactorOf, startChallenge } from '../two-factor/challenge.ts';

/**
 * The end of every sign-in (password or provider): a session, or, when the user has a second
 * factor, a held sign-in the client completes at POST /two-factor/verify.
 */
export async function completeSignIn(services: Services, user: UserRow, tokenName: string) {
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
  const token = await issueToken(services.db, user.id, { name: tokenName });
  return { data: { token, user: userResource(user) } };
}
