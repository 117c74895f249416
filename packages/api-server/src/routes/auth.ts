import { endpoints } from '@packlight/api-types';
import { verifyPassword } from '../auth/password.ts';
import { issueToken, revokeToken } from '../auth/tokens.ts';
import { validationFailed } from '../http/errors.ts';
import type { Registrar } from '../http/registrar.ts';
import { findUserByEmail } from '../users/users.ts';
import { userResource } from '../users/user-resource.ts';

// Laravel's auth.failed: the same words for an unknown email and a wrong password.
const credentialsRejected = 'These credentials do not match our records.';

export function registerAuthRoutes(routes: Registrar): void {
  routes.publicRoute(endpoints.auth.login, async ({ input, db }) => {
    const user = await findUserByEmail(db, input.email);
    const valid = await verifyPassword(input.password, user?.passwordHash ?? null);
    if (!user || !valid) throw validationFailed({ email: [credentialsRejected] });
    const token = await issueToken(db, user.id, { name: 'login' });
    return { data: { token, user: userResource(user) } };
  });

  routes.route(endpoints.auth.user, async ({ auth }) => ({ data: userResource(auth.user) }));

  routes.route(endpoints.auth.logout, async ({ auth, db }) => {
    await revokeToken(db, auth.tokenId);
    return { message: 'Logged out' };
  });
}
