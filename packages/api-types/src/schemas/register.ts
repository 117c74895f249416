import * as z from 'zod/mini';
import { idSchema } from './common.ts';
import { emailField, matchingFields, passwordField, requiredString } from './fields.ts';
import { laravelMessages } from './messages.ts';
import { partnerStatuses } from './options.ts';

/** POST /register: the sign-up form. `terms` is the terms-and-conditions checkbox. */
export const registerPayloadSchema = /* @__PURE__ */ z
  .object({
    name: requiredString('name'),
    email: emailField('email'),
    password: passwordField('password'),
    password_confirmation: passwordField('password_confirmation', { min: 1 }),
    terms: z.literal(true, { error: /* @__PURE__ */ laravelMessages.accepted('terms') }),
  })
  .check(matchingFields('password', 'password_confirmation'));
export type RegisterPayload = z.input<typeof registerPayloadSchema>;

/**
 * What sign-up creates: a partner application awaiting an administrator's review. Sign-up never
 * signs anyone in (docs/product/decisions.md D1), so the answer carries no token.
 */
export const partnerApplicationSchema = z.object({
  id: idSchema,
  name: z.string(),
  email: z.string(),
  status: z.enum(partnerStatuses),
});
export type PartnerApplication = z.infer<typeof partnerApplicationSchema>;
