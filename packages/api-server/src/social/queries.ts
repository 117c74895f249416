import { and, eq, gt, lt } from 'drizzle-orm';
import type { SocialProvider } from '../config.ts';
import type { Db } from '../db/index.ts';
import {
  oauthStates,
  socialAccounts,
  users,
  type OauthStateRow,
  type UserRow,
} from '../db/schema/index.ts';

/** The user a provider identity was linked to before, or null. */
export async function findLinkedUser(
  db: Db,
  provider: SocialProvider,
  providerUserId: string,
): Promise<UserRow | null> {
  const [linked] = await db
    .select({ user: users })
    .from(socialAccounts)
    .innerJoin(users, eq(users.id, socialAccounts.userId))
    .where(
      and(eq(socialAccounts.provider, provider), eq(socialAccounts.providerUserId, providerUserId)),
    )
    .limit(1);
  return linked?.user ?? null;
}

/** Links a provider identity to a user; a link made meanwhile by a parallel sign-in stands. */
export async function linkSocialAccount(
  db: Db,
  link: { userId: number; provider: SocialProvider; providerUserId: string; email: string },
) {
  await db.insert(socialAccounts).values(link).onConflictDoNothing();
}

/**
 * Stores a handed-out state. Abandoned sign-ins leave states behind; each new one sweeps the
 * expired.
 */
export async function storeState(db: Db, row: typeof oauthStates.$inferInsert, now: Date) {
  await db.delete(oauthStates).where(lt(oauthStates.expiresAt, now));
  await db.insert(oauthStates).values(row);
}

/** The live state row, or null; `consume` deletes it (a state works once). */
export async function findState(
  db: Db,
  state: string,
  provider: SocialProvider,
  now: Date,
  consume: boolean,
): Promise<OauthStateRow | null> {
  const where = and(
    eq(oauthStates.state, state),
    eq(oauthStates.provider, provider),
    gt(oauthStates.expiresAt, now),
  );
  if (consume) {
    const [row] = await db.delete(oauthStates).where(where).returning();
    return row ?? null;
  }
  const [row] = await db.select().from(oauthStates).where(where).limit(1);
  return row ?? null;
}

/** The administrators the demo consent page offers to sign in as (the first 50). */
export async function demoAccounts(db: Db) {
  return db
    .select({ email: users.email, name: users.name })
    .from(users)
    .where(eq(users.type, 'admin'))
    .orderBy(users.id)
    .limit(50);
}
