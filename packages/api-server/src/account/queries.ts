import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../db/index.ts';
import { users, type UserRow } from '../db/schema/index.ts';
import { changedFields, recordActivity } from '../activity/record.ts';

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

/** Saves the profile form; the display name follows the first and last name. */
export async function updateProfile(
  db: Db,
  userId: number,
  change: ProfileChange,
): Promise<UserRow> {
  return db.transaction(async (tx) => {
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
    return updated;
  });
}

export async function updatePasswordHash(db: Db, userId: number, passwordHash: string) {
  await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
}
