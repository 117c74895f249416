import * as z from 'zod/mini';
import { emailField, matchingFields, passwordField, requiredString } from './fields.ts';

/** POST /forgot-password. */
export const forgotPasswordPayloadSchema = z.object({ email: emailField('email') });
export type ForgotPasswordPayload = z.input<typeof forgotPasswordPayloadSchema>;

/** POST /reset-password: the email and token come from the reset link. */
export const resetPasswordPayloadSchema = /* @__PURE__ */ z
  .object({
    email: emailField('email'),
    token: requiredString('token'),
    password: passwordField('password'),
    password_confirmation: passwordField('password_confirmation', { min: 1 }),
  })
  .check(matchingFields('password', 'password_confirmation'));
export type ResetPasswordPayload = z.input<typeof resetPasswordPayloadSchema>;
