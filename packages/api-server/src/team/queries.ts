import { and, asc, desc, eq, isNull, max, sql } from 'drizzle-orm';
import type { RoleRef, Team, TeamAdmin, TeamInvitation } from '@packlight/api-types';
import type { Db } from '../db/index.ts';
import {
  adminInvitations,
  personalAccessTokens,
  roles,
  users,
  type AdminInvitationRow,
} from '../db/schema/index.ts';
import { userLabelSql } from '../activity/labels.ts';
import { roleRef } from '../roles/queries.ts';

const roleColumns = { id: roles.id, key: roles.key, name: roles.name };

const adminColumns = {
  id: users.id,
  name: userLabelSql,
  email: users.email,
  twoFactorMethod: users.twoFactorMethod,
  deactivatedAt: users.deactivatedAt,
  role: roleColumns,
  lastActiveAt: sql<Date | null>`(select ${max(sql`coalesce(${personalAccessTokens.lastUsedAt}, ${personalAccessTokens.createdAt})`)} from ${personalAccessTokens} where ${personalAccessTokens.userId} = ${users.id})`,
};

type AdminRow = {
  id: number;
  name: unknown;
  email: string;
  twoFactorMethod: string | null;
  deactivatedAt: Date | null;
  role: RoleRef;
  lastActiveAt: Date | string | null;
};

const iso = (value: Date | string | null) =>
  value === null ? null : new Date(value).toISOString();

function adminResource(row: AdminRow): TeamAdmin {
  return {
    id: row.id,
    name: typeof row.name === 'string' ? row.name : null,
    email: row.email,
    two_factor: row.twoFactorMethod === 'totp' || row.twoFactorMethod === 'email',
    last_active_at: iso(row.lastActiveAt),
    deactivated_at: iso(row.deactivatedAt),
    role: roleRef(row.role),
  };
}

/** An invitation as the Team tab shows it; `now` decides whether its link has expired. */
export function invitationResource(
  row: AdminInvitationRow & { invitedByName?: unknown },
  role: RoleRef,
  now: Date,
): TeamInvitation {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    invited_by: typeof row.invitedByName === 'string' ? row.invitedByName : null,
    expires_at: row.expiresAt.toISOString(),
    expired: row.expiresAt <= now,
    created_at: row.createdAt.toISOString(),
    role: roleRef(role),
  };
}

/** One administrator, or null when the id is no administrator's. */
export async function findAdmin(db: Db, id: number): Promise<TeamAdmin | null> {
  const [row] = await db
    .select(adminColumns)
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(and(eq(users.id, id), eq(users.type, 'admin')));
  return row ? adminResource(row) : null;
}

/** Every administrator (active first, then by name) and every pending invitation. */
export async function listTeam(db: Db, now: Date): Promise<Team> {
  const [admins, invitations] = await Promise.all([
    db
      .select(adminColumns)
      .from(users)
      .innerJoin(roles, eq(roles.id, users.roleId))
      .where(eq(users.type, 'admin'))
      .orderBy(sql`${users.deactivatedAt} is not null`, asc(userLabelSql), asc(users.id)),
    db
      .select({
        invitation: adminInvitations,
        role: roleColumns,
        invitedByName: sql<
          string | null
        >`(select ${userLabelSql} from ${users} where ${users.id} = ${adminInvitations.invitedBy})`,
      })
      .from(adminInvitations)
      // A pending invitation's role cannot be deleted, so every one has its role.
      .innerJoin(roles, eq(roles.id, adminInvitations.roleId))
      .where(and(isNull(adminInvitations.acceptedAt), isNull(adminInvitations.revokedAt)))
      .orderBy(desc(adminInvitations.createdAt), desc(adminInvitations.id)),
  ]);
  return {
    admins: admins.map(adminResource),
    invitations: invitations.map((row) =>
      invitationResource({ ...row.invitation, invitedByName: row.invitedByName }, row.role, now),
    ),
  };
}
