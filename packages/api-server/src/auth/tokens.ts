import { createHash, randomBytes } from 'node:crypto';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/index.ts';
import { personalAccessTokens, users, type UserRow } from '../db/schema/index.ts';

/** A signed-in caller: the user and the token that proved it. */
export interface Auth {
  user: UserRow;
  tokenId: number;
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
  options: { name: string; expiresAt?: Date | null },
): Promise<string> {
  const secret = randomBytes(40).toString('base64url');
  const [row] = await db
    .insert(personalAccessTokens)
    .values({ userId, name: options.name, tokenHash: sha256(secret), expiresAt: options.expiresAt })
    .returning({ id: personalAccessTokens.id });
  if (!row) throw new Error('Inserting a personal access token returned no row');
  return `${row.id}|${secret}`;
}

/**
 * The token and its user by the token's hash, built once per database: every signed-in call
 * runs it, and building the query (two whole rows, a join) cost more than the lookup itself.
 */
const tokenLookups = new WeakMap<Db, ReturnType<typeof prepareTokenLookup>>();

function prepareTokenLookup(db: Db) {
  return db
    .select({ token: personalAccessTokens, user: users })
    .from(personalAccessTokens)
    .innerJoin(users, eq(users.id, personalAccessTokens.userId))
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

/** Resolves a bearer token to its user; null when it is unknown, malformed or expired. */
export async function authenticate(db: Db, token: string): Promise<Auth | null> {
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

  // A write on every call would double the cost of reads; a minute's precision is plenty.
  const lastUsed = found.token.lastUsedAt?.getTime() ?? 0;
  if (now.getTime() - lastUsed > lastUsedPrecisionMs) {
    await db
      .update(personalAccessTokens)
      .set({ lastUsedAt: now })
      .where(eq(personalAccessTokens.id, found.token.id));
  }
  return { user: found.user, tokenId: found.token.id };
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
