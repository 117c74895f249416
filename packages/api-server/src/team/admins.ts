import { and, eq, isNull } from 'drizzle-orm';
import type { TeamAdmin } from '@packlight/api-types';
import { recordActivity } from '../activity/record.ts';
import { revokeSessions } from '../auth/account-standing.ts';
import type { CallerUser } from '../auth/tokens.ts';
import type { Db } from '../db/index.ts';
import { roles, users } from '../db/schema/index.ts';
import { notFound, validationFailed } from '../http/errors.ts';
import type { Broadcaster } from '../realtime/broadcaster.ts';
import { announceRoleChange } from '../realtime/role-events.ts';
import { userChannelName } from '../realtime/channels.ts';
import { chosenRole, roleRef } from '../roles/queries.ts';
import { ensureMayTouchOwners, ownerKey } from './authority.ts';
import { findAdmin } from './queries.ts';

/**
 * Locks every active owner's row, then reads the target admin with their role: two owners
 * demoting or deactivating each other at once queue here, so the second sees the first's change
 * and the team never loses its last active owner (D52, D71). 404 when `id` is no admin's.
 */
async function lockOwnersAndTarget(tx: Db, id: number) {
  const owners = await tx
    .select({ id: users.id })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(and(eq(users.type, 'admin'), isNull(users.deactivatedAt), eq(roles.key, ownerKey)))
    .orderBy(users.id)
    .for('update', { of: users });
  const [target] = await tx
    .select({ deactivatedAt: users.deactivatedAt, role: roles })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(and(eq(users.id, id), eq(users.type, 'admin')));
  if (!target) throw notFound();
  const isLastOwner = target.role.key === ownerKey && !target.deactivatedAt && owners.length <= 1;
  return { target, isLastOwner };
}

/**
 * POST /team/admins/{id}/deactivate (D52): the admin's sessions end in the same transaction and
 * their history stays. Nobody deactivates themself; only an owner deactivates an owner, and never
 * the last active one.
 */
export async function deactivateAdmin(
  db: Db,
  id: number,
  caller: CallerUser,
  now: Date,
): Promise<TeamAdmin> {
  if (id === caller.id) throw validationFailed({ id: ['You cannot deactivate yourself.'] });
  await db.transaction(async (tx) => {
    const { target, isLastOwner } = await lockOwnersAndTarget(tx, id);
    ensureMayTouchOwners(caller, target.role.key);
    if (target.deactivatedAt)
      throw validationFailed({ id: ['This admin is already deactivated.'] });
    if (isLastOwner) {
      throw validationFailed({ id: ['The last active owner cannot be deactivated.'] });
    }
    await tx.update(users).set({ deactivatedAt: now }).where(eq(users.id, id));
    await revokeSessions(tx, [id]);
    await recordActivity(tx, { action: 'deactivated', subjectType: 'admin', subjectId: id });
  });
  return (await findAdmin(db, id))!;
}

/** POST /team/admins/{id}/reactivate: they may sign in again (an owner only by an owner). */
export async function reactivateAdmin(db: Db, id: number, caller: CallerUser): Promise<TeamAdmin> {
  await db.transaction(async (tx) => {
    const [target] = await tx
      .select({ deactivatedAt: users.deactivatedAt, roleKey: roles.key })
      .from(users)
      .innerJoin(roles, eq(roles.id, users.roleId))
      .where(and(eq(users.id, id), eq(users.type, 'admin')))
      .for('update', { of: users });
    if (!target) throw notFound();
    ensureMayTouchOwners(caller, target.roleKey);
    if (!target.deactivatedAt) throw validationFailed({ id: ['This admin is already active.'] });
    await tx.update(users).set({ deactivatedAt: null }).where(eq(users.id, id));
    await recordActivity(tx, { action: 'reactivated', subjectType: 'admin', subjectId: id });
  });
  return (await findAdmin(db, id))!;
}

/**
 * POST /team/admins/{id}/role (D71): another role, effective from the admin's next call (every
 * call reads the role with the token). Making or unmaking an owner takes an owner; the last
 * active owner keeps the role. The change is in the trail, and the admin's open app hears of it.
 */
export async function changeAdminRole(
  db: Db,
  broadcaster: Broadcaster,
  id: number,
  choice: number | string,
  caller: CallerUser,
): Promise<TeamAdmin> {
  const changed = await db.transaction(async (tx) => {
    const { target, isLastOwner } = await lockOwnersAndTarget(tx, id);
    const role = await chosenRole(tx, choice);
    ensureMayTouchOwners(caller, target.role.key, role.key);
    if (role.id === target.role.id) return null;
    if (isLastOwner) {
      throw validationFailed({ role: ['The last active owner cannot be given another role.'] });
    }
    await tx.update(users).set({ roleId: role.id }).where(eq(users.id, id));
    await recordActivity(tx, {
      action: 'role_changed',
      subjectType: 'admin',
      subjectId: id,
      changes: { role: { before: target.role.name, after: role.name } },
    });
    return role;
  });
  if (changed) {
    await announceRoleChange(
      broadcaster,
      [userChannelName({ id, type: 'admin' })],
      roleRef(changed),
    );
  }
  return (await findAdmin(db, id))!;
}
