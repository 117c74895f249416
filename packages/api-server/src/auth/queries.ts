import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/index.ts';
import { partners, passwordResetTokens, personalAccessTokens, users } from '../db/schema/index.ts';
import { storeAdminNotifications } from '../notifications/admin-notifications.ts';
import { splitName } from '../users/account-form.ts';

/**
 * Files a partner application: a users row of type partner and a Pending partners row, and a
 * notification for every administrator, in one transaction. The notified rows are returned so
 * the caller can announce them once the transaction has committed.
 */
export async function insertPartnerApplication(
  db: Db,
  applicant: { name: string; email: string; passwordHash: string },
) {
  const { name, email, passwordHash } = applicant;
  return db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({
        type: 'partner',
        name,
        ...splitName(name),
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
    const notified = await storeAdminNotifications(tx, {
      type: 'App\\Notifications\\PartnerApplicationReceived',
      permission: 'partners:read',
      title: 'New partner application',
      message: `${name} (${email}) applied to sell on Packlight.`,
      url: `/partners/profile/${partner.id}`,
    });
    const application = { id: partner.id, name, email, status: 'Pending' as const };
    return { application, notified };
  });
}

/** Stores the hash of a new reset token for an email, replacing the one before it. */
export async function storeResetToken(db: Db, email: string, tokenHash: string, now: Date) {
  await db
    .insert(passwordResetTokens)
    .values({ email, tokenHash, createdAt: now })
    .onConflictDoUpdate({ target: passwordResetTokens.email, set: { tokenHash, createdAt: now } });
}

export async function findResetToken(
  db: Db,
  email: string,
): Promise<typeof passwordResetTokens.$inferSelect | null> {
  const [row] = await db
    .select()
    .from(passwordResetTokens)
    .where(eq(passwordResetTokens.email, email))
    .limit(1);
  return row ?? null;
}

/**
 * Spends a reset token and sets the new password in one transaction, signing the user out
 * everywhere: whoever knew the old password loses their sessions. False when the token was
 * spent (or replaced) in between, so it works once.
 */
export async function resetPassword(
  db: Db,
  token: { email: string; tokenHash: string },
  userId: number,
  passwordHash: string,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const spent = await tx
      .delete(passwordResetTokens)
      .where(
        and(
          eq(passwordResetTokens.email, token.email),
          eq(passwordResetTokens.tokenHash, token.tokenHash),
        ),
      )
      .returning({ email: passwordResetTokens.email });
    if (spent.length !== 1) return false;
    await tx.update(users).set({ passwordHash }).where(eq(users.id, userId));
    await tx.delete(personalAccessTokens).where(eq(personalAccessTokens.userId, userId));
    return true;
  });
}
