import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../db/index.ts';
import { users, type UserRow } from '../db/schema/index.ts';
import { changedFields, recordActivity } from '../activity/record.ts';
import type { Mailer, OutgoingMail } from '../mail/mailer.ts';

/** Whether another user than `userId` already has this (normalised) email. */
export async function emailTakenByOther(db: Db, email: string, userId: number): Promise<boolean> {
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), ne(users.id, userId)))
    .limit(1);
  return taken !== undefined;
}

export interface ProfileChange {
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  profilePhoto: string | null;
}

/**
 * Saves the profile form; the display name follows the first and last name. A `notice` (the mail
 * to the old address of a changed email) is recorded with the change and sent after it (D64).
 */
export async function updateProfile(
  mailer: Mailer,
  db: Db,
  userId: number,
  change: ProfileChange,
  notice: OutgoingMail | null = null,
): Promise<UserRow> {
  return mailer.transaction(db, async (tx) => {
    const [before] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
    const [updated] = await tx
      .update(users)
      .set({ ...change, name: `${change.firstName} ${change.lastName}` })
      .where(eq(users.id, userId))
      .returning();
    if (!before || !updated) throw new Error('Updating the user returned no row');
    await recordActivity(tx, {
      action: 'updated',
      subjectType: 'admin',
      subjectId: userId,
      changes: changedFields(before, change, { byNameOnly: ['profilePhoto'] }),
    });
    if (notice) await mailer.send(notice, tx);
    return updated;
  });
}

export async function updatePasswordHash(db: Db, userId: number, passwordHash: string) {
  await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
}
