import { createHash, randomBytes } from 'node:crypto';
import { and, eq, ne, sql } from 'drizzle-orm';
import { isPermission, type Permission, type RoleRef } from '@packlight/api-types';
import type { Db } from '../db/index.ts';
import { recordActivity } from '../activity/record.ts';
import { unauthenticated } from '../http/errors.ts';
import { personalAccessTokens, roles, users, type UserRow } from '../db/schema/index.ts';

/**
 * Who a signed-in caller is, as every call knows it: the user, their type, and for an admin their
 * role and what it allows (D71), read with the token so no call pays a second lookup.
 */
export type CallerUser = Pick<UserRow, 'id' | 'type'> & {
  /** Null for travelers, partners and riders. */
  role: RoleRef | null;
  /** Empty for anyone but an admin. */
  permissions: ReadonlySet<Permission>;
};

/** A signed-in caller: the user and the token that proved it. */
export interface Auth {
  user: CallerUser;
  tokenId: number;
  /**
   * The user's whole row (profile, password hash, second factor), read when a call asks: most
   * calls need only `user`, so the token check does not read the whole row on every call.
   * Rejects as unauthenticated if the user is gone since the token was checked.
   */
  wholeUser(): Promise<UserRow>;
}

const lastUsedPrecisionMs = 60_000;

function sha256(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

/**
 * Issues a bearer token `{id}|{secret}` as Laravel Sanctum does. Only the sha256 of the secret is
 * stored, so a leaked database does not hand out sessions.
 */
export async function issueToken(
  db: Db,
  userId: number,
  options: { name: string; expiresAt?: Date | null; userAgent?: string | null },
): Promise<string> {
  const secret = randomBytes(40).toString('base64url');
  // Every session starts here, so the sign-in is recorded here, with it (D50).
  const row = await db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(personalAccessTokens)
      .values({
        userId,
        name: options.name,
        tokenHash: sha256(secret),
        expiresAt: options.expiresAt,
        // A header of any length must not bloat the row.
        userAgent: options.userAgent?.slice(0, 512) ?? null,
      })
      .returning({ id: personalAccessTokens.id });
    await recordActivity(tx, { action: 'signed_in', actorId: userId });
    return inserted;
  });
  if (!row) throw new Error('Inserting a personal access token returned no row');
  return `${row.id}|${secret}`;
}

/**
 * The token and its user by the token's hash, built once per database: every signed-in call
 * runs it, and building the query cost more than the lookup itself. It reads only what the
 * checks below and `CallerUser` need.
 */
const tokenLookups = new WeakMap<Db, ReturnType<typeof prepareTokenLookup>>();

function prepareTokenLookup(db: Db) {
  return db
    .select({
      token: {
        id: personalAccessTokens.id,
        expiresAt: personalAccessTokens.expiresAt,
        lastUsedAt: personalAccessTokens.lastUsedAt,
        createdAt: personalAccessTokens.createdAt,
      },
      user: { id: users.id, type: users.type },
      role: { id: roles.id, key: roles.key, name: roles.name, permissions: roles.permissions },
    })
    .from(personalAccessTokens)
    .innerJoin(users, eq(users.id, personalAccessTokens.userId))
    .leftJoin(roles, eq(roles.id, users.roleId))
    .where(eq(personalAccessTokens.tokenHash, sql.placeholder('hash')))
    .limit(1)
    .prepare('personal_access_token_lookup');
}

function tokenLookup(db: Db) {
  let lookup = tokenLookups.get(db);
  if (!lookup) {
    lookup = prepareTokenLookup(db);
    tokenLookups.set(db, lookup);
  }
  return lookup;
}

/**
 * Resolves a bearer token to its user; null when it is unknown, malformed, past its absolute
 * lifetime, or unused for longer than `idleMs` (docs/security.md).
 */
export async function authenticate(db: Db, token: string, idleMs: number): Promise<Auth | null> {
  // Sanctum accepts both `{id}|{secret}` and a bare secret; the hash alone finds the row.
  const separator = token.indexOf('|');
  const id = separator === -1 ? null : token.slice(0, separator);
  const secret = separator === -1 ? token : token.slice(separator + 1);
  if (secret === '') return null;

  const [found] = await tokenLookup(db).execute({ hash: sha256(secret) });
  if (!found) return null;
  if (id !== null && id !== String(found.token.id)) return null;
  const now = new Date();
  if (found.token.expiresAt !== null && found.token.expiresAt <= now) return null;
  const lastUsed = (found.token.lastUsedAt ?? found.token.createdAt).getTime();
  if (now.getTime() - lastUsed >= idleMs) return null;

  // A write on every call would double the cost of reads; a minute's precision is plenty.
  const recorded = found.token.lastUsedAt?.getTime() ?? 0;
  if (now.getTime() - recorded > lastUsedPrecisionMs) {
    await db
      .update(personalAccessTokens)
      .set({ lastUsedAt: now })
      .where(eq(personalAccessTokens.id, found.token.id));
  }
  const { role } = found;
  const user: CallerUser = {
    ...found.user,
    role: role && { id: role.id, key: role.key, name: role.name },
    permissions: new Set(role?.permissions.filter(isPermission) ?? []),
  };
  return {
    user,
    tokenId: found.token.id,
    wholeUser: async () => {
      const [row] = await db.select().from(users).where(eq(users.id, user.id));
      if (!row) throw unauthenticated();
      return row;
    },
  };
}

/** Revokes one token (sign-out of one session). */
export async function revokeToken(db: Db, tokenId: number): Promise<void> {
  await db.delete(personalAccessTokens).where(eq(personalAccessTokens.id, tokenId));
}

/** Signs out a user's other sessions (after a password change), keeping the one in use. */
export async function revokeOtherTokens(db: Db, userId: number, keepTokenId: number) {
  await db
    .delete(personalAccessTokens)
    .where(and(eq(personalAccessTokens.userId, userId), ne(personalAccessTokens.id, keepTokenId)));
}

/** The user's live sessions, most recently used first. */
export async function listSessions(db: Db, userId: number, now: Date, idleMs: number) {
  const rows = await db
    .select({
      id: personalAccessTokens.id,
      userAgent: personalAccessTokens.userAgent,
      createdAt: personalAccessTokens.createdAt,
      lastUsedAt: personalAccessTokens.lastUsedAt,
      expiresAt: personalAccessTokens.expiresAt,
    })
    .from(personalAccessTokens)
    .where(eq(personalAccessTokens.userId, userId))
    .orderBy(
      sql`coalesce(${personalAccessTokens.lastUsedAt}, ${personalAccessTokens.createdAt}) desc`,
    );
  return rows.filter(
    (row) =>
      (row.expiresAt === null || row.expiresAt > now) &&
      now.getTime() - (row.lastUsedAt ?? row.createdAt).getTime() < idleMs,
  );
}
