import { randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, ne } from 'drizzle-orm';
import type { Context } from 'hono';
import { endpoints } from '@packlight/api-types';
import { hashPassword, verifyPassword } from '../auth/password.ts';
import { sha256Hex } from '../auth/secrets.ts';
import { completeSignIn } from '../auth/sign-in.ts';
import { revokeToken } from '../auth/tokens.ts';
import { partners, passwordResetTokens, personalAccessTokens, users } from '../db/schema/index.ts';
import { validationFailed } from '../http/errors.ts';
import { clientAddress, ensureNotLimited, type Limit } from '../http/rate-limit.ts';
import type { Registrar } from '../http/registrar.ts';
import { simpleMail } from '../mail/mailer.ts';
import { announceToAdmins, storeAdminNotifications } from '../notifications/admin-notifications.ts';
import type { Services } from '../services.ts';
import { findUserByEmail, normaliseEmail } from '../users/users.ts';
import { userResource } from '../users/user-resource.ts';

// Laravel's auth.failed: the same words for an unknown email and a wrong password.
const credentialsRejected = 'These credentials do not match our records.';
// Laravel's passwords.sent / passwords.reset / passwords.token.
const resetLinkSent = 'We have emailed your password reset link.';
const passwordWasReset = 'Your password has been reset.';
const resetTokenInvalid = 'This password reset token is invalid.';

/** A reset link works for 60 minutes (Laravel's auth.passwords.users.expire). */
export const resetTokenMinutes = 60;

/** The address links in mails point at: APP_URL, else where this request came in. */
export function appOrigin(services: Services, c: Context): string {
  return services.appUrl ?? new URL(c.req.url).origin;
}

const loginLimits = (email: string, ip: string): Limit[] => [
  // Fortify's key: five failures per minute for one account from one address...
  { key: `login:${email}|${ip}`, max: 5, decaySeconds: 60 },
  // ...and bounds on one address trying many accounts, and one account tried from many addresses.
  { key: `login-ip:${ip}`, max: 20, decaySeconds: 60 },
  { key: `login-account:${email}`, max: 10, decaySeconds: 60 },
];

export function registerAuthRoutes(routes: Registrar, services: Services): void {
  const { limiter } = services;

  routes.publicRoute(endpoints.auth.login, async ({ input, db, c }) => {
    const email = normaliseEmail(input.email);
    const limits = loginLimits(email, clientAddress(c));
    ensureNotLimited(limiter, limits);
    const user = await findUserByEmail(db, email);
    const valid = await verifyPassword(input.password, user?.passwordHash ?? null);
    if (!user || !valid) {
      limiter.hit(limits);
      throw validationFailed({ email: [credentialsRejected] });
    }
    limiter.clear([limits[0]!.key]);
    return completeSignIn(services, user, 'login');
  });

  routes.route(endpoints.auth.user, async ({ auth }) => ({ data: userResource(auth.user) }));

  routes.route(endpoints.auth.logout, async ({ auth, db }) => {
    await revokeToken(db, auth.tokenId);
    return { message: 'Logged out' };
  });

  routes.publicRoute(endpoints.auth.register, async ({ input, db, broadcaster }) => {
    const email = normaliseEmail(input.email);
    if (await findUserByEmail(db, email)) {
      throw validationFailed({ email: ['The email has already been taken.'] });
    }
    const passwordHash = await hashPassword(input.password);
    const [first, ...rest] = input.name.split(/\s+/);
    const { application, notified } = await db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({
          type: 'partner',
          name: input.name,
          firstName: first ?? input.name,
          lastName: rest.join(' ') || null,
          email,
          passwordHash,
        })
        .returning();
      if (!user) throw new Error('Inserting a user returned no row');
      const [partner] = await tx
        .insert(partners)
        .values({ userId: user.id, status: 'Pending' })
        .returning({ id: partners.id });
      if (!partner) throw new Error('Inserting a partner returned no row');
      // Every administrator hears of the new application.
      const notified = await storeAdminNotifications(tx, {
        type: 'App\\Notifications\\PartnerApplicationReceived',
        title: 'New partner application',
        message: `${input.name} (${email}) applied to sell on Packlight.`,
        url: `/partners/profile/${partner.id}`,
      });
      const application = { id: partner.id, name: input.name, email, status: 'Pending' as const };
      return { application, notified };
    });
    await announceToAdmins(broadcaster, notified);
    return {
      message: 'Thank you for applying. We will review your application and email you.',
      data: application,
    };
  });

  routes.publicRoute(endpoints.auth.forgotPassword, async ({ input, db, c }) => {
    const email = normaliseEmail(input.email);
    // Every request counts, known address or not, so the limit says nothing about accounts.
    const limits: Limit[] = [
      { key: `forgot-ip:${clientAddress(c)}`, max: 10, decaySeconds: 60 },
      { key: `forgot:${email}`, max: 3, decaySeconds: 15 * 60 },
    ];
    ensureNotLimited(limiter, limits);
    limiter.hit(limits);
    const user = await findUserByEmail(db, email);
    if (user) {
      const token = randomBytes(32).toString('hex');
      await db
        .insert(passwordResetTokens)
        .values({ email, tokenHash: sha256Hex(token), createdAt: services.clock.now() })
        .onConflictDoUpdate({
          target: passwordResetTokens.email,
          set: { tokenHash: sha256Hex(token), createdAt: services.clock.now() },
        });
      const link = new URL('/reset-password', appOrigin(services, c));
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
        }),
      );
    }
    return { message: resetLinkSent };
  });

  routes.publicRoute(endpoints.auth.resetPassword, async ({ input, db, c }) => {
    const email = normaliseEmail(input.email);
    const limits: Limit[] = [
      { key: `reset-ip:${clientAddress(c)}`, max: 10, decaySeconds: 60 },
      { key: `reset:${email}`, max: 5, decaySeconds: 60 },
    ];
    ensureNotLimited(limiter, limits);
    const [row] = await db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.email, email))
      .limit(1);
    const now = services.clock.now().getTime();
    const given = Buffer.from(sha256Hex(input.token));
    const valid =
      row !== undefined &&
      row.createdAt.getTime() + resetTokenMinutes * 60_000 > now &&
      timingSafeEqual(Buffer.from(row.tokenHash), given);
    const user = valid ? await findUserByEmail(db, email) : null;
    if (!user) {
      limiter.hit(limits);
      throw validationFailed({ email: [resetTokenInvalid] });
    }
    const passwordHash = await hashPassword(input.password);
    await db.transaction(async (tx) => {
      // Single use: the token goes in the same transaction that sets the password.
      const spent = await tx
        .delete(passwordResetTokens)
        .where(
          and(
            eq(passwordResetTokens.email, email),
            eq(passwordResetTokens.tokenHash, row!.tokenHash),
          ),
        )
        .returning({ email: passwordResetTokens.email });
      if (spent.length !== 1) throw validationFailed({ email: [resetTokenInvalid] });
      await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id));
      // Whoever knew the old password is signed out everywhere.
      await tx.delete(personalAccessTokens).where(eq(personalAccessTokens.userId, user.id));
    });
    return { message: passwordWasReset };
  });
}

/** Signs out a user's other sessions (after a password change). */
export async function revokeOtherTokens(services: Services, userId: number, keepTokenId: number) {
  await services.db
    .delete(personalAccessTokens)
    .where(and(eq(personalAccessTokens.userId, userId), ne(personalAccessTokens.id, keepTokenId)));
}
