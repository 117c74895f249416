import { and, eq, isNull } from 'drizzle-orm';
import type { TeamAdmin } from '@packlight/api-types';
import { recordActivity } from '../activity/record.ts';
import { revokeSessions } from '../auth/account-standing.ts';
import type { Db } from '../db/index.ts';
import { users } from '../db/schema/index.ts';
import { notFound, validationFailed } from '../http/errors.ts';
import { findAdmin } from './queries.ts';

/**
 * POST /team/admins/{id}/deactivate (D52): the admin's sessions end in the same transaction and
 * their history stays. Every active admin row is locked first, so two admins deactivating each
 * other at once cannot leave nobody able to sign in.
 */
export async function deactivateAdmin(
  db: Db,
  id: number,
  actorId: number,
  now: Date,
): Promise<TeamAdmin> {
  if (id === actorId) throw validationFailed({ id: ['You cannot deactivate yourself.'] });
  await db.transaction(async (tx) => {
    const active = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.type, 'admin'), isNull(users.deactivatedAt)))
      .for('update');
    const [target] = await tx
      .select({ deactivatedAt: users.deactivatedAt })
      .from(users)
      .where(and(eq(users.id, id), eq(users.type, 'admin')));
    if (!target) throw notFound();
    if (target.deactivatedAt)
      throw validationFailed({ id: ['This admin is already deactivated.'] });
    if (active.length <= 1) {
      throw validationFailed({ id: ['The last active admin cannot be deactivated.'] });
    }
    await tx.update(users).set({ deactivatedAt: now }).where(eq(users.id, id));
    await revokeSessions(tx, [id]);
    await recordActivity(tx, { action: 'deactivated', subjectType: 'admin', subjectId: id });
  });
  return (await findAdmin(db, id))!;
}

/** POST /team/admins/{id}/reactivate: they may sign in again (with their old password). */
export async function reactivateAdmin(db: Db, id: number): Promise<TeamAdmin> {
  await db.transaction(async (tx) => {
    const [target] = await tx
      .select({ deactivatedAt: users.deactivatedAt })
      .from(users)
      .where(and(eq(users.id, id), eq(users.type, 'admin')))
      .for('update');
    if (!target) throw notFound();
    if (!target.deactivatedAt) throw validationFailed({ id: ['This admin is already active.'] });
    await tx.update(users).set({ deactivatedAt: null }).where(eq(users.id, id));
    await recordActivity(tx, { action: 'reactivated', subjectType: 'admin', subjectId: id });
  });
  return (await findAdmin(db, id))!;
}
