import * as z from 'zod/mini';
import { dataOf, idSchema } from './common.ts';
import { emailField, passwordField } from './fields.ts';
import { laravelMessages } from './messages.ts';
import { userSchema, type TwoFactorMethod } from './user.ts';

/** POST /login payload. No length rule on the password: existing passwords must still sign in. */
export const loginPayloadSchema = z.object({
  email: emailField('email'),
  password: passwordField('password', { min: 1 }),
  remember: z.optional(z.boolean({ error: /* @__PURE__ */ laravelMessages.boolean('remember') })),
});
export type LoginPayload = z.infer<typeof loginPayloadSchema>;

/** A signed-in answer: the bearer token and the user. */
export const sessionSchema = z.object({
  token: /* @__PURE__ */ z.string().check(z.minLength(1)),
  user: userSchema,
});
export type Session = z.infer<typeof sessionSchema>;

/** The methods a pending login may be verified with: every one but `none`. */
const secondFactorMethods = ['totp', 'email'] as const satisfies readonly Exclude<
  TwoFactorMethod,
  'none'
>[];

/** Login held until a second factor is verified (docs/product/part-1.md §3). */
export const twoFactorPendingSchema = z.object({
  two_factor_required: z.literal(true),
  user_id: idSchema,
  method: /* @__PURE__ */ z.array(z.enum(secondFactorMethods)).check(z.minLength(1)),
  login_token: /* @__PURE__ */ z.string().check(z.minLength(1)),
});
export type TwoFactorPending = z.infer<typeof twoFactorPendingSchema>;

/** POST /login answers a session or a pending second factor. */
export const loginResponseSchema = dataOf(z.union([sessionSchema, twoFactorPendingSchema]));
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** True when a login answer asks for a second factor. */
export function isTwoFactorPending(data: Session | TwoFactorPending): data is TwoFactorPending {
  return 'two_factor_required' in data && data.two_factor_required === true;
}
