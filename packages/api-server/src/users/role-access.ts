import { eq } from 'drizzle-orm';
import { isPermission, type Permission, type RoleRef } from '@packlight/api-types';
import type { Db } from '../db/index.ts';
import { roles } from '../db/schema/index.ts';

/** An admin's role and what it allows, as the user answers carry them (D71). */
export interface RoleAccess {
  role: RoleRef;
  permissions: ReadonlySet<Permission>;
}

/** The role of a user row; null for anyone who is not an admin. */
export async function roleAccessOf(
  db: Db,
  user: { type: string; roleId: number | null },
): Promise<RoleAccess | null> {
  if (user.type !== 'admin' || user.roleId === null) return null;
  const [role] = await db.select().from(roles).where(eq(roles.id, user.roleId));
  if (!role) return null;
  return {
    role: { id: role.id, key: role.key, name: role.name },
    permissions: new Set(role.permissions.filter(isPermission)),
  };
}
