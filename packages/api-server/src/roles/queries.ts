import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import { isPermission, type Permission, type Role, type RoleRef } from '@packlight/api-types';
import type { Db } from '../db/index.ts';
import { roles, users, type RoleRow } from '../db/schema/index.ts';
import { validationFailed } from '../http/errors.ts';

/**
 * Admins (active or not) and pending invitations holding a role: while any do, it stays. Written
 * with qualified names: drizzle leaves a lone table's columns bare, which inside a subquery would
 * name the subquery's own `id`.
 */
export const holdersCountSql = sql<number>`(
  (select count(*) from "users" u where u.role_id = "roles"."id")
  + (select count(*) from "admin_invitations" i where i.role_id = "roles"."id"
       and i.accepted_at is null and i.revoked_at is null)
)::int`;

/** A role as other answers name it. */
export const roleRef = (row: Pick<RoleRow, 'id' | 'key' | 'name'>): RoleRef => ({
  id: row.id,
  key: row.key,
  name: row.name,
});

/** A role as GET /roles lists it. */
export function roleResource(row: RoleRow, holders: number): Role {
  return {
    id: row.id,
    key: row.key,
    name: row.name,
    description: row.description,
    permissions: row.permissions.filter(isPermission),
    built_in: row.builtIn,
    admins_count: holders,
  };
}

/** Every role, built-in ones first (as seeded, most powerful first), then custom ones by name. */
export async function listRoles(db: Db): Promise<Role[]> {
  const rows = await db
    .select({ role: roles, holders: holdersCountSql })
    .from(roles)
    .orderBy(
      desc(roles.builtIn),
      sql`case when ${roles.builtIn} then ${roles.id} end`,
      asc(sql`lower(${roles.name})`),
    );
  return rows.map((row) => roleResource(row.role, row.holders));
}

/** One role with its holders, or null. */
export async function findRole(db: Db, id: number): Promise<Role | null> {
  const [row] = await db
    .select({ role: roles, holders: holdersCountSql })
    .from(roles)
    .where(eq(roles.id, id));
  return row ? roleResource(row.role, row.holders) : null;
}

/**
 * The role a payload chooses by id or key; 422 on `field` ("The selected role is invalid.") when
 * it names none.
 */
export async function chosenRole(
  db: Db,
  choice: number | string,
  field = 'role',
): Promise<RoleRow> {
  const [row] = await db
    .select()
    .from(roles)
    .where(typeof choice === 'number' ? eq(roles.id, choice) : eq(roles.key, choice.toLowerCase()));
  if (!row) throw validationFailed({ [field]: [`The selected ${field} is invalid.`] });
  return row;
}

/** The ids of the roles that hold a permission: whose admins may see a record, or hear of it. */
export async function roleIdsWith(db: Db, permission: Permission): Promise<number[]> {
  const rows = await db
    .select({ id: roles.id })
    .from(roles)
    .where(sql`${permission} = any(${roles.permissions})`)
    .orderBy(roles.id);
  return rows.map((row) => row.id);
}

/** The active admins whose role holds a permission (notifications go to them only). */
export async function adminIdsWith(db: Db, permission: Permission): Promise<number[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(
      and(
        eq(users.type, 'admin'),
        isNull(users.deactivatedAt),
        sql`${permission} = any(${roles.permissions})`,
      ),
    );
  return rows.map((row) => row.id);
}
