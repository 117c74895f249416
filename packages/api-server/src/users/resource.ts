import type { UserRow } from '../db/schema/index.ts';
import type { RoleAccess } from './role-access.ts';

/**
 * A user as the API shows it: snake_case like Laravel, never the password hash; an admin's role
 * and permissions too (D71), from the caller (`auth.user`) or `roleAccessOf`.
 */
export function userResource(
  user: UserRow,
  access: { role: RoleAccess['role'] | null; permissions: RoleAccess['permissions'] } | null,
) {
  return {
    id: user.id,
    type: user.type,
    name: user.name,
    first_name: user.firstName,
    last_name: user.lastName,
    email: user.email,
    phone: user.phone,
    profile_photo: user.profilePhoto,
    two_factor_method: user.twoFactorMethod,
    // Only whether a secret exists matters to the app; the secret itself never leaves the server.
    two_factor_secret: user.twoFactorSecret ? '********' : null,
    created_at: user.createdAt.toISOString(),
    updated_at: user.updatedAt.toISOString(),
    ...(access?.role ? { role: access.role, permissions: [...access.permissions] } : {}),
  };
}
