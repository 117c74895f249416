import { eq } from 'drizzle-orm';
import type { Db } from '../db/index.ts';
import { users, type NewUserRow, type UserRow } from '../db/schema/index.ts';
import { hashPassword } from '../auth/password.ts';

/** Emails are compared case-insensitively, so they are stored and looked up lower-cased. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | null> {
  const [user] = await db
    .select()
    .from(users)
    .where(eq(users.email, normaliseEmail(email)))
    .limit(1);
  return user ?? null;
}

export type NewUser = Omit<NewUserRow, 'id' | 'passwordHash' | 'createdAt' | 'updatedAt'> & {
  password: string | null;
};

/** Creates a user, hashing the password and normalising the email. */
export async function createUser(db: Db, { password, ...fields }: NewUser): Promise<UserRow> {
  const [user] = await db
    .insert(users)
    .values({
      ...fields,
      email: normaliseEmail(fields.email),
      passwordHash: password === null ? null : await hashPassword(password),
    })
    .returning();
  if (!user) throw new Error('Inserting a user returned no row');
  return user;
}
