import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../db/index.ts';
import { users, type UserRow } from '../db/schema/index.ts';
import { recordActivity } from '../activity/record.ts';
import type { Mailer, OutgoingMail } from '../mail/mailer.ts';

/** Stores a user's (sealed) authenticator secret with the hashes of fresh recovery codes. */
export async function storeTotpSecret(
  db: Db,
  userId: number,
  sealedSecret: string,
  recoveryCodeHashes: string[],
) {
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ twoFactorSecret: sealedSecret, twoFactorRecoveryCodes: recoveryCodeHashes })
      .where(eq(users.id, userId));
    // A secret and recovery codes are named, never kept (D50).
    await recordActivity(tx, {
      action: 'two_factor_changed',
      subjectType: 'admin',
      subjectId: userId,
      changes: { two_factor_secret: {}, recovery_codes: {} },
    });
  });
}

/**
 * Sets the second factor; turning it off forgets the secret and its recovery codes, as Fortify
 * does. A `notice` to the account's address is recorded with the change and sent after it (D64).
 */
export async function setTwoFactorMethod(
  mailer: Mailer,
  db: Db,
  userId: number,
  method: NonNullable<UserRow['twoFactorMethod']>,
  notice: OutgoingMail | null = null,
) {
  const cleared =
    method === 'none'
      ? { twoFactorSecret: null, twoFactorRecoveryCodes: null, twoFactorLastStep: null }
      : {};
  await mailer.transaction(db, async (tx) => {
    const [before] = await tx
      .select({ method: users.twoFactorMethod })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    await tx
      .update(users)
      .set({ twoFactorMethod: method, ...cleared })
      .where(eq(users.id, userId));
    await recordActivity(tx, {
      action: 'two_factor_changed',
      subjectType: 'admin',
      subjectId: userId,
      changes: { two_factor_method: { before: before?.method ?? 'none', after: method } },
    });
    if (notice) await mailer.send(notice, tx);
  });
}

/** A new secret has used no step yet: codes of the old one must not block the new one's. */
export async function forgetLastTotpStep(db: Db, userId: number) {
  await db.update(users).set({ twoFactorLastStep: null }).where(eq(users.id, userId));
}

/**
 * Records `step` as the user's last used TOTP step, unless that step (or a later one) was used
 * already: true when this request is the one that used it, so no code works twice.
 */
export async function claimTotpStep(db: Db, userId: number, step: number): Promise<boolean> {
  const claimed = await db
    .update(users)
    .set({ twoFactorLastStep: step })
    .where(
      and(
        eq(users.id, userId),
        or(isNull(users.twoFactorLastStep), lt(users.twoFactorLastStep, step)),
      ),
    )
    .returning({ id: users.id });
  return claimed.length === 1;
}

/**
 * Replaces the user's recovery code hashes `stored` with `remaining`, only if no other request
 * changed them meanwhile: true when this request is the one that spent the code, so two sign-ins
 * racing with one recovery code cannot both succeed.
 */
export async function replaceRecoveryCodes(
  db: Db,
  userId: number,
  stored: string[],
  remaining: string[],
): Promise<boolean> {
  const replaced = await db
    .update(users)
    .set({ twoFactorRecoveryCodes: remaining })
    .where(
      and(
        eq(users.id, userId),
        sql`${users.twoFactorRecoveryCodes} = ${JSON.stringify(stored)}::jsonb`,
      ),
    )
    .returning({ id: users.id });
  return replaced.length === 1;
}
