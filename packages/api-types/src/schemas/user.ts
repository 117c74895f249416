import { z } from 'zod';
import { fileUrlSchema, idSchema } from './common.ts';

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
  type: z.string().min(1).default('admin'),
  name: z.string().nullish(),
  first_name: z.string().nullish(),
  last_name: z.string().nullish(),
  email: z.email(),
  phone: z.string().nullish(),
  profile_photo: fileUrlSchema.nullish(),
  two_factor_method: twoFactorMethodSchema.nullish(),
  /**
   * Only whether it is set matters to the app (totp without a secret offers 'Set'). Our server
   * sends a mask, never the secret itself; the original back end may send the secret.
   */
  two_factor_secret: z.string().nullish(),
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
