import * as z from 'zod/mini';
import { fileUrlSchema, idSchema } from './common.ts';
import { roleRefSchema } from './role.ts';

/** The user kinds; `type` also names the private notification channel App.Models.{type}.{id}. */
export const userTypes = ['admin', 'partner', 'rider', 'traveler'] as const;

export const twoFactorMethods = ['totp', 'email', 'none'] as const;
export const twoFactorMethodSchema = z.enum(twoFactorMethods);
export type TwoFactorMethod = z.infer<typeof twoFactorMethodSchema>;

/**
 * The signed-in user and their profile (settings). The spec shows either `name` or
 * `first_name`/`last_name`.
 */
export const userSchema = z.object({
  id: idSchema,
  type: z._default(/* @__PURE__ */ z.string().check(z.minLength(1)), 'admin'),
  name: z.nullish(z.string()),
  first_name: z.nullish(z.string()),
  last_name: z.nullish(z.string()),
  email: z.email(),
  phone: z.nullish(z.string()),
  profile_photo: z.nullish(fileUrlSchema),
  two_factor_method: z.nullish(twoFactorMethodSchema),
  /**
   * Only whether it is set matters to the app (totp without a secret offers 'Set'). Our server
   * sends a mask, never the secret itself; the original back end may send the secret.
   */
  two_factor_secret: z.nullish(z.string()),
  /**
   * An admin's role and what it allows (decisions.md D71). A back end without roles sends neither:
   * `grantedPermissions(user)` then grants everything, as before roles.
   */
  role: z.nullish(roleRefSchema),
  permissions: z.optional(z.array(z.string())),
});
export type User = z.infer<typeof userSchema>;

/** The name to show for a user: `name`, else first and last name, else the fallback. */
export function displayName(
  user: Pick<User, 'name' | 'first_name' | 'last_name'> | null | undefined,
  fallback = 'User',
): string {
  if (!user) return fallback;
  const full =
    user.name?.trim() || [user.first_name, user.last_name].filter(Boolean).join(' ').trim();
  return full || fallback;
}
