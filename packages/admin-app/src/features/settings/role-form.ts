import {
  ownerOnlyPermission,
  permissionAreas,
  permissionDescriptions,
  permissions,
  type Permission,
  type Role,
  type RolePayload,
} from '@packlight/api-types';

// The role editor's rules (decisions.md D71): which permissions a custom role may be given, how
// the form reads a role and what it sends. Names and sentences come from the contract.

/** The role editor's fields. */
export interface RoleFormValues {
  name: string;
  description: string;
  permissions: ReadonlySet<Permission>;
}

/** One area of the editor: its name and its permissions, each with what it allows in words. */
export interface PermissionArea {
  key: string;
  name: string;
  permissions: { permission: Permission; description: string }[];
}

/** The areas of `permissionAreas`, with `ownerOnly` left out (a custom role never holds it). */
function areasWithout(ownerOnly: Permission | null): PermissionArea[] {
  return permissionAreas.flatMap((area) => {
    const listed = area.permissions
      .filter((permission) => permission !== ownerOnly)
      .map((permission) => ({ permission, description: permissionDescriptions[permission] }));
    return listed.length > 0 ? [{ key: area.key, name: area.name, permissions: listed }] : [];
  });
}

/** What a custom role can be given: every permission but managing roles and owners. */
export const editableAreas: readonly PermissionArea[] = areasWithout(ownerOnlyPermission);

/** Every permission by area, to show what a built-in role holds (the Owner's included). */
export const everyArea: readonly PermissionArea[] = areasWithout(null);

/** The form's values for a role, or empty ones for a new role. */
export function roleFormValues(role?: Pick<Role, 'name' | 'description' | 'permissions'>) {
  return {
    name: role?.name ?? '',
    description: role?.description ?? '',
    permissions: new Set(
      permissions.filter((permission) => role?.permissions.includes(permission)),
    ),
  } satisfies RoleFormValues;
}

/** What POST /roles and POST /roles/{id} are sent: trimmed text, permissions in the contract's order. */
export function rolePayload(values: RoleFormValues): RolePayload {
  const description = values.description.trim();
  return {
    name: values.name.trim(),
    ...(description ? { description } : {}),
    permissions: permissions.filter((permission) => values.permissions.has(permission)),
  };
}

/** The messages the form shows before asking the server: a name, and at least one permission. */
export function roleFormProblems(values: RoleFormValues): {
  name?: string;
  permissions?: string;
} {
  return {
    ...(values.name.trim() ? {} : { name: 'Enter a name for the role.' }),
    ...(values.permissions.size > 0 ? {} : { permissions: 'Choose at least one permission.' }),
  };
}

/**
 * What a role allows, in a few words for the roles table: 'Everything', 'Nothing', or the areas
 * it touches ('Support, Travelers, Orders').
 */
export function roleSummary(granted: readonly string[]): string {
  if (permissions.every((permission) => granted.includes(permission))) return 'Everything';
  const areas = permissionAreas
    .filter((area) => area.permissions.some((permission) => granted.includes(permission)))
    .map((area) => area.name);
  return areas.length > 0 ? areas.join(', ') : 'Nothing';
}
