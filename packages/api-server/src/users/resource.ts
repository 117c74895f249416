import type { UserRow } from '../db/schema/index.ts';

/** A user as the API shows it: snake_case like Laravel, never the password hash. */
export function userResource(user: UserRow) {
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
  };
}
