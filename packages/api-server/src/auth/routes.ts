import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';
import { endpoints } from '@packlight/api-types';
import { validationFailed } from '../http/errors.ts';
import {
  clientAddress,
  consumeOrRefuse,
  ensureNotLimited,
  type Limit,
} from '../http/rate-limit.ts';
import type { Registrar } from '../http/registrar.ts';
import { simpleMail } from '../mail/mailer.ts';
import { announceToAdmins } from '../notifications/admin-notifications.ts';
import { isLoopback } from '../config.ts';
import type { Services } from '../services.ts';
import { findUserByEmail, normaliseEmail } from '../users/queries.ts';
import { userResource } from '../users/resource.ts';
import { appOrigin } from './app-origin.ts';
import { hashPassword, verifyPassword } from './password.ts';
import {
  findResetToken,
  insertPartnerApplication,
  resetPassword,
  storeResetToken,
} from './queries.ts';
import { sha256Hex } from './secrets.ts';
import { completeSignIn } from './sign-in.ts';
import { revokeToken } from './tokens.ts';
import { recordActivity } from '../activity/record.ts';

// Laravel's auth.failed: the same words for an unknown email and a wrong password.
const credentialsRejected = 'These credentials do not match our records.';
// Laravel's passwords.sent / passwords.reset / passwords.token.
const resetLinkSent = 'We have emailed your password reset link.';
const passwordWasReset = 'Your password has been reset.';
const resetTokenInvalid = 'This password reset token is invalid.';

/** A reset link works for 60 minutes (Laravel's auth.passwords.users.expire). */
export const resetTokenMinutes = 60;

// Each public call's per-address limit, also checked before its body is read (registrar guard).
const loginIpLimit = (ip: string): Limit => ({ key: `login-ip:${ip}`, max: 20, decaySeconds: 60 });
const forgotIpLimit = (ip: string): Limit => ({
  key: `forgot-ip:${ip}`,
  max: 10,
  decaySeconds: 60,
});
const resetIpLimit = (ip: string): Limit => ({ key: `reset-ip:${ip}`, max: 10, decaySeconds: 60 });
// Each sign-up costs a password hash and a notification to every administrator.
const registerIpLimit = (ip: string): Limit => ({
  key: `register-ip:${ip}`,
  max: 10,
  decaySeconds: 60,
});

// Failed passwords count per account and address together (Fortify's key), and per address: a
// stranger's wrong guesses from elsewhere never lock the real user out (docs/security.md).
const loginLimits = (email: string, ip: string): Limit[] => [
  { key: `login:${email}|${ip}`, max: 5, decaySeconds: 60 },
  loginIpLimit(ip),
];

export function registerAuthRoutes(routes: Registrar, services: Services): void {
  const { limiter } = services;
  // Demo mode listens on this machine only (D17): every caller there is the one demo user, so
  // per-address sign-up limits would only throttle them; the per-email limit still holds.
  const registerIpLimits = (ip: string): Limit[] =>
    services.mode === 'demo' && isLoopback(ip.replace(/^::ffff:/, '')) ? [] : [registerIpLimit(ip)];
  const guardedBy = (limit: (ip: string) => Limit) => ({
    guard: (c: Context) => ensureNotLimited(limiter, [limit(clientAddress(c))]),
  });

  routes.publicRoute(
    endpoints.auth.login,
    async ({ input, db, c }) => {
      const email = normaliseEmail(input.email);
      const limits = loginLimits(email, clientAddress(c));
      await ensureNotLimited(limiter, limits);
      const user = await findUserByEmail(db, email);
      const valid = await verifyPassword(input.password, user?.passwordHash ?? null);
      if (!user || !valid) {
        await limiter.hit(limits);
        throw validationFailed({ email: [credentialsRejected] });
      }
      await limiter.clear([limits[0]!.key]);
      return completeSignIn(services, user, 'login', {
        userAgent: c.req.header('User-Agent') ?? null,
        remember: input.remember ?? false,
      });
    },
    guardedBy(loginIpLimit),
  );

  routes.route(endpoints.auth.user, async ({ auth }) => ({
    data: userResource(await auth.wholeUser(), auth.user),
  }));

  routes.route(endpoints.auth.logout, async ({ auth, db }) => {
    await db.transaction(async (tx) => {
      await revokeToken(tx, auth.tokenId);
      await recordActivity(tx, { action: 'signed_out' });
    });
    return { message: 'Logged out' };
  });

  routes.publicRoute(
    endpoints.auth.register,
    async ({ input, db, broadcaster, c }) => {
      const email = normaliseEmail(input.email);
      await consumeOrRefuse(limiter, [
        ...registerIpLimits(clientAddress(c)),
        { key: `register:${email}`, max: 3, decaySeconds: 60 * 60 },
      ]);
      // The taken answer stays; the throttle bounds what it tells (decisions.md D41).
      if (await findUserByEmail(db, email)) {
        throw validationFailed({ email: ['The email has already been taken.'] });
      }
      const passwordHash = await hashPassword(input.password);
      // Every administrator hears of the new application.
      const { application, notified } = await insertPartnerApplication(db, {
        name: input.name,
        email,
        passwordHash,
      });
      await announceToAdmins(broadcaster, notified);
      return {
        message: 'Thank you for applying. We will review your application and email you.',
        data: application,
      };
    },
    { guard: (c: Context) => ensureNotLimited(limiter, registerIpLimits(clientAddress(c))) },
  );

  routes.publicRoute(
    endpoints.auth.forgotPassword,
    async ({ input, db, c }) => {
      const email = normaliseEmail(input.email);
      // Every request counts, known address or not, so the limit says nothing about accounts.
      const limits: Limit[] = [
        forgotIpLimit(clientAddress(c)),
        { key: `forgot:${email}`, max: 3, decaySeconds: 15 * 60 },
      ];
      await ensureNotLimited(limiter, limits);
      await limiter.hit(limits);
      const user = await findUserByEmail(db, email);
      if (user) {
        const token = randomBytes(32).toString('hex');
        await storeResetToken(db, email, sha256Hex(token), services.clock.now());
        const link = new URL('/reset-password', appOrigin(services));
        link.searchParams.set('email', email);
        link.searchParams.set('token', token);
        await services.mailer.send(
          simpleMail({
            to: email,
            subject: 'Reset your Packlight password',
            lines: ['You asked to reset the password of your Packlight account.'],
            action: { label: 'Reset Password', url: link.toString() },
            after: [
              `This link expires in ${resetTokenMinutes} minutes and works once.`,
              'If you did not ask for it, you can ignore this mail.',
            ],
            secrets: [token],
          }),
        );
      }
      return { message: resetLinkSent };
    },
    guardedBy(forgotIpLimit),
  );

  routes.publicRoute(
    endpoints.auth.resetPassword,
    async ({ input, db, c }) => {
      const email = normaliseEmail(input.email);
      const limits: Limit[] = [
        resetIpLimit(clientAddress(c)),
        { key: `reset:${email}`, max: 5, decaySeconds: 60 },
      ];
      await ensureNotLimited(limiter, limits);
      const row = await findResetToken(db, email);
      const now = services.clock.now().getTime();
      const given = Buffer.from(sha256Hex(input.token));
      const valid =
        row !== null &&
        row.createdAt.getTime() + resetTokenMinutes * 60_000 > now &&
        timingSafeEqual(Buffer.from(row.tokenHash), given);
      const user = valid ? await findUserByEmail(db, email) : null;
      if (!user) {
        await limiter.hit(limits);
        throw validationFailed({ email: [resetTokenInvalid] });
      }
      const passwordHash = await hashPassword(input.password);
      // Single use: the token goes in the same transaction that sets the password.
      if (!(await resetPassword(db, row!, user.id, passwordHash))) {
        throw validationFailed({ email: [resetTokenInvalid] });
      }
      return { message: passwordWasReset };
    },
    guardedBy(resetIpLimit),
  );
}
