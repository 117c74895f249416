import * as z from 'zod/mini';
import {
  emailField,
  matchingFields,
  idField,
  optionalImageField,
  optionalString,
  passwordField,
  requiredString,
} from './fields.ts';

/** POST /profile/update (multipart): the signed-in user's own details. */
export const profileUpdatePayloadSchema = z.object({
  user_id: idField('user_id'),
  first_name: requiredString('first_name'),
  last_name: requiredString('last_name'),
  email: emailField('email'),
  phone: optionalString('phone', { max: 20 }),
  profile_photo: optionalImageField('profile_photo'),
  /** Needed when the email changes: proof it is the user (docs/security.md). */
  current_password: optionalString('current_password'),
});
export type ProfileUpdatePayload = z.input<typeof profileUpdatePayloadSchema>;

/**
 * The spec's own text for a mismatch, which the settings screen shows (docs/product/part-2.md §5); it is
 * also the server's message, so both say the same thing.
 */
export const passwordMismatchMessage = 'New password and confirm password do not match.';

/** POST /user/update-password. */
export const passwordUpdatePayloadSchema = /* @__PURE__ */ z
  .object({
    user_id: idField('user_id'),
    // Messages name each field as the form labels it ('The current password field is required.').
    oldpassword: passwordField('current password', { min: 1 }),
    newpassword: passwordField('new password'),
    confirmpassword: passwordField('confirm password', { min: 1 }),
  })
  .check(
    matchingFields('newpassword', 'confirmpassword', {
      path: 'confirmpassword',
      message: passwordMismatchMessage,
    }),
  );
export type PasswordUpdatePayload = z.input<typeof passwordUpdatePayloadSchema>;

/**
 * One of the signed-in user's own sessions (GET /sessions, decisions.md D42): the device or
 * browser it was opened from, when it was last used, and when it ends at the latest.
 */
export const signedInSessionSchema = z.object({
  id: z.number(),
  device: z.string(),
  created_at: z.string(),
  last_active_at: z.nullable(z.string()),
  expires_at: z.nullable(z.string()),
  /** The session this call was made with. */
  current: z.boolean(),
});
export type SignedInSession = z.infer<typeof signedInSessionSchema>;
