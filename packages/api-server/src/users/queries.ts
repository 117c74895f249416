import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/index.ts';
import { roles, users, type NewUserRow, type UserRow } from '../db/schema/index.ts';
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

/** The owner role's id, as a value of an insert. */
const ownerRoleId = sql`(select ${roles.id} from ${roles} where ${roles.key} = 'owner')`;

/**
 * Creates a user, hashing the password and normalising the email. An administrator made here
 * without a role (the demo admin, scripts, tests) is an owner, as every admin before roles became
 * one (D71); invitations give the role they name.
 */
export async function createUser(db: Db, { password, ...fields }: NewUser): Promise<UserRow> {
  const isAdmin = (fields.type ?? 'admin') === 'admin';
  const [user] = await db
    .insert(users)
    .values({
      ...fields,
      ...(isAdmin && fields.roleId == null ? { roleId: ownerRoleId } : {}),
      email: normaliseEmail(fields.email),
      passwordHash: password === null ? null : await hashPassword(password),
    })
    .returning();
  if (!user) throw new Error('Inserting a user returned no row');
  return user;
}
