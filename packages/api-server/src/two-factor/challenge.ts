import { randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import { twoFactorChallenges, users, type UserRow } from '../db/schema/index.ts';
import { simpleMail } from '../mail/mailer.ts';
import type { Services } from '../services.ts';
import { sha256Hex } from '../auth/secrets.ts';
import { replaceRecoveryCodes } from './queries.ts';
import { verifyTotp } from './totp.ts';

export type SecondFactor = 'totp' | 'email';

/** What a held sign-in takes: its method's code, or for the authenticator one of its recovery codes. */
export type ChallengeAnswer = SecondFactor | 'recovery';

/** How long a held sign-in waits for its code, and how many wrong codes it takes. */
export const challengeMinutes = 10;
export const challengeMaxAttempts = 5;

/** The second factor a user has set up, or null. TOTP counts only with a secret to check against. */
export function secondFactorOf(user: UserRow): SecondFactor | null {
  if (user.twoFactorMethod === 'email') return 'email';
  if (user.twoFactorMethod === 'totp' && user.twoFactorSecret) return 'totp';
  return null;
}

const equalHashes = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

const newEmailCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

/**
 * Holds a sign-in for its second factor: a login token for the client to bring back, and for the
 * email method a 6-digit code mailed now. Both are stored hashed.
 */
export async function startChallenge(services: Services, user: UserRow, method: SecondFactor) {
  const { db, clock } = services;
  const loginToken = randomBytes(32).toString('hex');
  const code = method === 'email' ? newEmailCode() : null;
  const now = clock.now();
  // One live challenge per user: a new sign-in replaces the old one (and its mailed code).
  await db.delete(twoFactorChallenges).where(eq(twoFactorChallenges.userId, user.id));
  await db.insert(twoFactorChallenges).values({
    userId: user.id,
    loginTokenHash: sha256Hex(loginToken),
    method,
    codeHash: code === null ? null : sha256Hex(code),
    expiresAt: new Date(now.getTime() + challengeMinutes * 60_000),
    createdAt: now,
  });
  if (code !== null) await mailCode(services, user, code);
  return { loginToken, method };
}

function mailCode(services: Services, user: UserRow, code: string) {
  return services.mailer.send(
    simpleMail({
      to: user.email,
      subject: 'Your Packlight sign-in code',
      lines: [
        `Your sign-in code is ${code}.`,
        `It expires in ${challengeMinutes} minutes and works once.`,
      ],
      after: ['If you did not try to sign in, change your password.'],
      secrets: [code],
    }),
  );
}

/**
 * Mails a new code for a sign-in held by the email method (decisions.md D38): the old code stops
 * working and the wait starts again. Wrong guesses already made still count, so asking for codes
 * does not buy more guesses. Answers false when there is no such live held sign-in.
 */
export async function resendChallengeCode(
  services: Services,
  input: { userId: number; loginToken: string },
): Promise<boolean> {
  const { db, clock } = services;
  const now = clock.now();
  const [found] = await db
    .select({ challenge: twoFactorChallenges, user: users })
    .from(twoFactorChallenges)
    .innerJoin(users, eq(users.id, twoFactorChallenges.userId))
    .where(eq(twoFactorChallenges.loginTokenHash, sha256Hex(input.loginToken)))
    .limit(1);
  if (!found || found.challenge.userId !== input.userId) return false;
  const { challenge, user } = found;
  if (
    challenge.method !== 'email' ||
    challenge.expiresAt <= now ||
    challenge.attempts >= challengeMaxAttempts
  ) {
    return false;
  }
  const code = newEmailCode();
  await db
    .update(twoFactorChallenges)
    .set({
      codeHash: sha256Hex(code),
      expiresAt: new Date(now.getTime() + challengeMinutes * 60_000),
    })
    .where(eq(twoFactorChallenges.id, challenge.id));
  await mailCode(services, user, code);
  return true;
}

/** What a code for a held sign-in came to: no such live sign-in, a wrong code, or its user. */
export type ChallengeOutcome =
  { kind: 'unknown' } | { kind: 'wrong' } | { kind: 'verified'; user: UserRow };

/**
 * Checks a code for a held sign-in. Answers its user when it is right (the challenge is spent);
 * a wrong code counts against the challenge; an unknown, spent or expired one is 'unknown'.
 */
export async function verifyChallenge(
  services: Services,
  input: { userId: number; loginToken: string; method: ChallengeAnswer; code: string },
): Promise<ChallengeOutcome> {
  const { db, clock } = services;
  const now = clock.now();
  const [found] = await db
    .select({ challenge: twoFactorChallenges, user: users })
    .from(twoFactorChallenges)
    .innerJoin(users, eq(users.id, twoFactorChallenges.userId))
    .where(eq(twoFactorChallenges.loginTokenHash, sha256Hex(input.loginToken)))
    .limit(1);
  if (!found || found.challenge.userId !== input.userId) return { kind: 'unknown' };
  const { challenge, user } = found;
  if (challenge.expiresAt <= now || challenge.attempts >= challengeMaxAttempts) {
    await db.delete(twoFactorChallenges).where(eq(twoFactorChallenges.id, challenge.id));
    return { kind: 'unknown' };
  }

  let valid = false;
  if (input.method === challenge.method && challenge.method === 'email' && challenge.codeHash) {
    valid = equalHashes(sha256Hex(input.code), challenge.codeHash);
  } else if (input.method === challenge.method && challenge.method === 'totp') {
    const secret = user.twoFactorSecret ? services.secrets.open(user.twoFactorSecret) : null;
    const step = secret
      ? verifyTotp(secret, input.code, now.getTime(), user.twoFactorLastStep)
      : null;
    if (step !== null) {
      // Record the step only if no other request used it (or a later one) meanwhile: no replay.
      const claimed = await db
        .update(users)
        .set({ twoFactorLastStep: step })
        .where(
          and(
            eq(users.id, user.id),
            or(isNull(users.twoFactorLastStep), lt(users.twoFactorLastStep, step)),
          ),
        )
        .returning({ id: users.id });
      valid = claimed.length === 1;
    }
  } else if (input.method === 'recovery' && challenge.method === 'totp' && user.twoFactorSecret) {
    const stored = user.twoFactorRecoveryCodes;
    const remaining = spendRecoveryCode(stored, input.code);
    valid = !!stored && !!remaining && (await replaceRecoveryCodes(db, user.id, stored, remaining));
  }

  if (!valid) {
    await db
      .update(twoFactorChallenges)
      .set({ attempts: challenge.attempts + 1 })
      .where(eq(twoFactorChallenges.id, challenge.id));
    return { kind: 'wrong' };
  }
  await db.delete(twoFactorChallenges).where(eq(twoFactorChallenges.id, challenge.id));
  return { kind: 'verified', user };
}

const recoveryAlphabet = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
const randomText = (length: number) =>
  Array.from({ length }, () => recoveryAlphabet[randomInt(0, recoveryAlphabet.length)]).join('');

/** Eight recovery codes in Fortify's form (`Ab3dE6gH9k-Lm2oP5rS8uV`), and their hashes to store. */
export function newRecoveryCodes(): { codes: string[]; hashes: string[] } {
  const codes = Array.from({ length: 8 }, () => `${randomText(10)}-${randomText(10)}`);
  return { codes, hashes: codes.map((code) => sha256Hex(code)) };
}

/** The stored hashes without the one `code` matches, or null when it matches none. */
export function spendRecoveryCode(stored: string[] | null, code: string): string[] | null {
  if (!stored) return null;
  const hash = sha256Hex(code.trim());
  const index = stored.findIndex((candidate) => equalHashes(candidate, hash));
  return index === -1 ? null : stored.filter((_, i) => i !== index);
}
