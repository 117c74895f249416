import type { Context } from 'hono';
import { endpoints } from '@packlight/api-types';
import { qrSvgDataUrl } from './qr.ts';
import { ensureMaySignIn } from '../auth/account-standing.ts';
import { sessionExpiry } from '../auth/sign-in.ts';
import { issueToken } from '../auth/tokens.ts';
import { generateTotpSecret, otpauthUri, verifyTotp } from './totp.ts';
import {
  newRecoveryCodes,
  resendChallengeCode,
  spendRecoveryCode,
  verifyChallenge,
} from './challenge.ts';
import { accountChangeMail, ensureCurrentPassword } from '../auth/current-password.ts';
import { sha256Hex } from '../auth/secrets.ts';
import type { UserRow } from '../db/schema/index.ts';
import { validationFailed } from '../http/errors.ts';
import { clientAddress, ensureNotLimited, type Limit } from '../http/rate-limit.ts';
import type { Registrar } from '../http/registrar.ts';
import type { Services } from '../services.ts';
import { roleAccessOf } from '../users/role-access.ts';
import { userResource } from '../users/resource.ts';
import {
  claimTotpStep,
  forgetLastTotpStep,
  setTwoFactorMethod,
  storeTotpSecret,
} from './queries.ts';

const issuer = 'Packlight';
const methodNames = { none: 'off', email: 'a code by email', totp: 'an authenticator app' };

const twoFactorIpLimit = (c: Context): Limit => ({
  key: `two-factor-ip:${clientAddress(c)}`,
  max: 20,
  decaySeconds: 60,
});

const verifyLimits = (c: Context, userId: number): Limit[] => [
  { key: `two-factor:${userId}`, max: 5, decaySeconds: 60 },
  twoFactorIpLimit(c),
];

/**
 * A held sign-in's limits are keyed on its login token, which only the person who gave the
 * password holds: codes guessed for a made-up token never lock the real sign-in out.
 */
const heldSignInLimits = (c: Context, loginToken: string): Limit[] => [
  { key: `two-factor-held:${sha256Hex(loginToken)}`, max: 5, decaySeconds: 60 },
  twoFactorIpLimit(c),
];

/** A new set of recovery codes for the user, and the QR code of their (decrypted) secret. */
async function totpSetup(services: Services, user: UserRow, secret: string) {
  const { codes, hashes } = newRecoveryCodes();
  await storeTotpSecret(services.db, user.id, services.secrets.seal(secret), hashes);
  return {
    data: {
      qr: qrSvgDataUrl(otpauthUri(secret, user.email, issuer)),
      recovery_codes: codes,
      secret,
    },
  };
}

/**
 * Switching to the authenticator takes a current code of its new secret, so the method only
 * changes once the app is proven to make codes (no lock-out by a half-done set-up). The code is
 * spent like a sign-in code: it cannot be used again to sign in.
 */
async function confirmNewAuthenticator(
  services: Services,
  c: Context,
  user: UserRow,
  code: string | undefined,
) {
  if (!code) {
    throw validationFailed({
      code: ['Enter the 6-digit code from your authenticator app to turn it on.'],
    });
  }
  const limits = verifyLimits(c, user.id);
  await ensureNotLimited(services.limiter, limits);
  const secret = user.twoFactorSecret ? services.secrets.open(user.twoFactorSecret) : null;
  const step = secret
    ? verifyTotp(secret, code, services.clock.now().getTime(), user.twoFactorLastStep)
    : null;
  if (step === null || !(await claimTotpStep(services.db, user.id, step))) {
    await services.limiter.hit(limits);
    throw validationFailed({ code: ['Invalid code. Please try again.'] });
  }
}

export function registerTwoFactorRoutes(routes: Registrar, services: Services): void {
  const { limiter } = services;
  const guardedByIp = { guard: (c: Context) => ensureNotLimited(limiter, [twoFactorIpLimit(c)]) };

  routes.publicRoute(
    endpoints.twoFactor.verify,
    async ({ input, c }) => {
      const limits = heldSignInLimits(c, input.login_token);
      await ensureNotLimited(limiter, limits);
      const outcome = await verifyChallenge(services, {
        userId: input.user_id,
        loginToken: input.login_token,
        method: input.method,
        code: input.code,
      });
      // An unknown held sign-in counts against no one; a wrong code against its own sign-in.
      if (outcome.kind === 'wrong') await limiter.hit(limits);
      if (outcome.kind !== 'verified') {
        // The spec's app reads any failure as "not verified", without a message.
        return { data: { verified: false as const } };
      }
      const { user } = outcome;
      await limiter.clear([limits[0]!.key]);
      // The account may have been suspended while its second factor was being asked for.
      await ensureMaySignIn(services.db, user);
      const token = await issueToken(services.db, user.id, {
        name: 'login',
        expiresAt: sessionExpiry(services, false),
        userAgent: c.req.header('User-Agent') ?? null,
      });
      const access = await roleAccessOf(services.db, user);
      return { data: { verified: true as const, token, user: userResource(user, access) } };
    },
    guardedByIp,
  );

  routes.publicRoute(endpoints.twoFactor.resend, async ({ input, c }) => {
    // Each new code is a mail: a few a minute per held sign-in, and per address.
    const limits: Limit[] = [
      { key: `two-factor-resend:${sha256Hex(input.login_token)}`, max: 3, decaySeconds: 60 },
      { key: `two-factor-resend-ip:${clientAddress(c)}`, max: 10, decaySeconds: 60 },
    ];
    await ensureNotLimited(limiter, limits);
    await limiter.hit(limits);
    const sent = await resendChallengeCode(services, {
      userId: input.user_id,
      loginToken: input.login_token,
    });
    if (!sent) {
      throw validationFailed({
        login_token: ['This sign-in has expired. Please sign in again.'],
      });
    }
    return { message: 'A new code is on its way to your email.' };
  });

  routes.route(endpoints.twoFactor.update, async ({ input, auth, db, c }) => {
    const user = await auth.wholeUser();
    await ensureCurrentPassword(user, input.current_password);
    if (input.method === 'totp' && !user.twoFactorSecret) {
      throw validationFailed({
        method: ['Set up the authenticator app first: generate its QR code, then choose it.'],
      });
    }
    if (input.method === 'totp' && user.twoFactorMethod !== 'totp') {
      await confirmNewAuthenticator(services, c, user, input.code);
    }
    await setTwoFactorMethod(
      services.mailer,
      db,
      user.id,
      input.method,
      input.method === user.twoFactorMethod
        ? null
        : accountChangeMail(
            user.email,
            `The sign-in second step of your Packlight account is now: ${methodNames[input.method]}.`,
          ),
    );
    return {
      message: 'Two-Factor method updated successfully!',
      data: { two_factor_method: input.method },
    };
  });

  routes.route(endpoints.twoFactor.generateTotp, async ({ auth, input }) => {
    const user = await auth.wholeUser();
    await ensureCurrentPassword(user, input.current_password);
    // While the authenticator is the active method, only a recovery code shows its QR again:
    // a stolen session must not be able to move the second factor to another phone.
    if (user.twoFactorMethod === 'totp' && user.twoFactorSecret) {
      throw validationFailed({
        method: ['An authenticator is already set up. Use a recovery code to show its QR code.'],
      });
    }
    const secret = generateTotpSecret();
    await forgetLastTotpStep(services.db, user.id);
    return totpSetup(services, user, secret);
  });

  routes.route(endpoints.twoFactor.verifyRecovery, async ({ input, auth }) => {
    const user = await auth.wholeUser();
    const limits: Limit[] = [{ key: `recovery:${user.id}`, max: 5, decaySeconds: 60 }];
    await ensureNotLimited(limiter, limits);
    const secret = user.twoFactorSecret ? services.secrets.open(user.twoFactorSecret) : null;
    const remaining = secret ? spendRecoveryCode(user.twoFactorRecoveryCodes, input.code) : null;
    if (!secret || remaining === null) {
      await limiter.hit(limits);
      throw validationFailed({ code: ['Invalid recovery code'] });
    }
    // The spent code is gone; the answer shows the same authenticator and a fresh set of codes
    // (stored codes are hashes, so the old ones cannot be shown again).
    return totpSetup(services, user, secret);
  });
}
