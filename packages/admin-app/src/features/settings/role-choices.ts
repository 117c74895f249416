import {
  builtInRoleKeys,
  ownerOnlyPermission,
  type BuiltInRoleKey,
  type Role,
  type RoleRef,
} from '@packlight/api-types';

// Which roles the Team tab offers (decisions.md D71). Owners are made and unmade by owners only:
// the server refuses the rest with 403, so the app does not offer it.

const ownerKey: BuiltInRoleKey = builtInRoleKeys[0];
const viewerKey: BuiltInRoleKey = 'viewer';

/** Whether a role is the Owner role, the one that manages roles and owners. */
export function isOwnerRole(role: Pick<RoleRef, 'key'> & { permissions?: readonly string[] }) {
  return role.key === ownerKey || (role.permissions?.includes(ownerOnlyPermission) ?? false);
}

/** One choice of the role Select: the role's id, its name, and what it allows in a sentence. */
export interface RoleChoice {
  id: number;
  label: string;
  description: string;
}

/** The roles an admin may give: every role, but Owner only for someone who manages owners. */
export function roleChoices(roles: readonly Role[], mayManageOwners: boolean): RoleChoice[] {
  return roles
    .filter((role) => mayManageOwners || !isOwnerRole(role))
    .map((role) => ({ id: role.id, label: role.name, description: role.description ?? '' }));
}

/**
 * The role an invitation starts with: Viewer, the least a new admin can usefully hold (they read
 * everything but the team and change nothing until someone gives them more), else the role that
 * allows least.
 */
export function defaultInvitationChoice(roles: readonly Role[]): number | undefined {
  const viewer = roles.find((role) => role.key === viewerKey);
  if (viewer) return viewer.id;
  const [least] = [...roles]
    .filter((role) => !isOwnerRole(role))
    .sort((a, b) => a.permissions.length - b.permissions.length);
  return least?.id;
}

/**
 * Whether the signed-in admin may act on a team member (change their role, deactivate or
 * reactivate them): on an owner only if they manage owners themselves.
 */
export function mayActOn(member: { role: RoleRef }, mayManageOwners: boolean): boolean {
  return mayManageOwners || !isOwnerRole(member.role);
}
