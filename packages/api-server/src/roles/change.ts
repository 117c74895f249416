import { eq, like, or } from 'drizzle-orm';
import type { Role, rolePayloadSchema } from '@packlight/api-types';
import type { z } from 'zod';
import { changedFields, recordActivity } from '../activity/record.ts';
import type { Db } from '../db/index.ts';
import { roles } from '../db/schema/index.ts';
import { notFound, validationFailed } from '../http/errors.ts';
import type { Broadcaster } from '../realtime/broadcaster.ts';
import { announceRoleChange, roleChannelName } from '../realtime/role-events.ts';
import { freeKey, keyOfName } from './key.ts';
import { findRole, holdersCountSql } from './queries.ts';

type RoleInput = z.output<typeof rolePayloadSchema>;

const builtInRefused = 'Built-in roles cannot be changed.';

/** The role's row, locked for the change; 404 unknown, 422 built in. */
async function lockCustom(tx: Db, id: number) {
  const [row] = await tx
    .select({ role: roles, holders: holdersCountSql })
    .from(roles)
    .where(eq(roles.id, id))
    .for('update');
  if (!row) throw notFound();
  if (row.role.builtIn) throw validationFailed({ id: [builtInRefused] });
  return row;
}

/** POST /roles: a custom role; its key comes from its name (422 on `name` when taken). */
export async function createRole(db: Db, input: RoleInput): Promise<Role> {
  const id = await db.transaction(async (tx) => {
    const base = keyOfName(input.name);
    const taken = await tx
      .select({ key: roles.key })
      .from(roles)
      .where(or(eq(roles.key, base), like(roles.key, `${base}-%`)));
    const [row] = await tx
      .insert(roles)
      .values({
        key: freeKey(base, new Set(taken.map((role) => role.key))),
        name: input.name,
        description: input.description ?? null,
        permissions: input.permissions,
      })
      .returning({ id: roles.id });
    await recordActivity(tx, {
      action: 'created',
      subjectType: 'role',
      subjectId: row!.id,
      changes: { permissions: { after: input.permissions } },
    });
    return row!.id;
  });
  return (await findRole(db, id))!;
}

/**
 * POST /roles/{id}: a custom role's new name, description and permissions. Its admins' next call
 * follows them; their open apps hear `role.changed` and ask GET /user again.
 */
export async function updateRole(
  db: Db,
  broadcaster: Broadcaster,
  id: number,
  input: RoleInput,
): Promise<Role> {
  await db.transaction(async (tx) => {
    const { role } = await lockCustom(tx, id);
    const after = {
      name: input.name,
      description: input.description ?? null,
      permissions: input.permissions,
    };
    await tx.update(roles).set(after).where(eq(roles.id, id));
    await recordActivity(tx, {
      action: 'updated',
      subjectType: 'role',
      subjectId: id,
      changes: changedFields(role, after),
    });
  });
  const role = (await findRole(db, id))!;
  await announceRoleChange(broadcaster, [roleChannelName(id)], role);
  return role;
}

/** DELETE /roles/{id}: only a custom role nobody holds (422 otherwise). */
export async function deleteRole(db: Db, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const { role, holders } = await lockCustom(tx, id);
    if (holders > 0) {
      throw validationFailed({
        id: [
          `${holders === 1 ? 'One admin or invitation holds' : `${holders} admins or invitations hold`} this role. Give them another role first.`,
        ],
      });
    }
    // Finished invitations let go of it (their foreign key sets null): it mattered until then.
    await tx.delete(roles).where(eq(roles.id, id));
    await recordActivity(tx, {
      action: 'deleted',
      subjectType: 'role',
      subjectId: id,
      subjectLabel: role.name,
    });
  });
}
