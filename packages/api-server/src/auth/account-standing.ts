import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/index.ts';
import {
  partners,
  personalAccessTokens,
  riders,
  travelers,
  type UserRow,
} from '../db/schema/index.ts';
import { validationFailed } from '../http/errors.ts';

/** The status row behind each kind of account; administrators have none and are always in. */
const statusTables = { partner: partners, rider: riders, traveler: travelers } as const;

const pendingMessage =
  'Your application is still under review. You can sign in once it has been approved.';
const deactivatedMessage = 'This account has been deactivated. Ask another administrator.';
const deletedMessage = 'This account has been deleted.';
const suspendedMessage = 'This account is suspended. Contact Packlight support to restore it.';

/**
 * Refuses a sign-in (422 on the email, as Laravel's auth errors are filed) for an account that
 * may not have a session: a suspended partner, rider or traveler, or a partner whose application
 * is still pending. Called before any session or second-factor challenge is started.
 */
export async function ensureMaySignIn(db: Db, user: UserRow): Promise<void> {
  if (user.deactivatedAt) throw validationFailed({ email: [deactivatedMessage] });
  if (user.type === 'traveler') {
    const [traveler] = await db
      .select({ deletedAt: travelers.deletedAt })
      .from(travelers)
      .where(eq(travelers.userId, user.id));
    // A provider sign-in still finds a deleted traveler's account through its social link.
    if (traveler?.deletedAt) throw validationFailed({ email: [deletedMessage] });
  }
  const table = statusTables[user.type as keyof typeof statusTables];
  if (!table) return;
  const [row] = await db
    .select({ status: table.status })
    .from(table)
    .where(eq(table.userId, user.id))
    .limit(1);
  if (row?.status === 'Pending') throw validationFailed({ email: [pendingMessage] });
  if (row?.status === 'Suspended') throw validationFailed({ email: [suspendedMessage] });
}

/** Ends every session of these accounts (their bearer tokens stop working at once). */
export async function revokeSessions(db: Db, userIds: readonly number[]): Promise<void> {
  if (userIds.length === 0) return;
  await db.delete(personalAccessTokens).where(inArray(personalAccessTokens.userId, [...userIds]));
}
