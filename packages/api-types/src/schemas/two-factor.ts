import * as z from 'zod/mini';
import { idField, enumField, requiredString } from './fields.ts';
import { laravelMessages } from './messages.ts';
import { sessionSchema } from './auth.ts';
import { twoFactorMethods } from './user.ts';

/** POST /two-factor/verify: the code for a login held by a second factor. */
export const twoFactorVerifyPayloadSchema = z.object({
  method: enumField('method', ['totp', 'email']),
  code: /* @__PURE__ */ requiredString('code').check(
    z.regex(/^\d{6}$/, /* @__PURE__ */ laravelMessages.digits('code', 6)),
  ),
  user_id: idField('user_id'),
  login_token: requiredString('login_token'),
});
export type TwoFactorVerifyPayload = z.input<typeof twoFactorVerifyPayloadSchema>;

/** A verified code completes the login; a refused one answers `verified: false` (or a 422). */
export const twoFactorVerifyResultSchema = z.discriminatedUnion('verified', [
  z.extend(sessionSchema, { verified: z.literal(true) }),
  z.object({ verified: z.literal(false) }),
]);
export type TwoFactorVerifyResult = z.infer<typeof twoFactorVerifyResultSchema>;

/**
 * POST /2fa/update: the signed-in user's second-factor method. Switching to `totp` takes `code`,
 * a current code of the secret just generated: the method only changes once the authenticator
 * app is proven to make codes, so turning it on cannot lock anyone out.
 */
export const twoFactorUpdatePayloadSchema = z.object({
  method: enumField('method', twoFactorMethods),
  code: z.optional(
    /* @__PURE__ */ requiredString('code').check(
      z.regex(/^\d{6}$/, /* @__PURE__ */ laravelMessages.digits('code', 6)),
    ),
  ),
});
export type TwoFactorUpdatePayload = z.input<typeof twoFactorUpdatePayloadSchema>;

/** POST /2fa/verify-recovery: a recovery code, to regenerate the authenticator QR code. */
export const recoveryCodePayloadSchema = z.object({ code: requiredString('code', { max: 100 }) });
export type RecoveryCodePayload = z.input<typeof recoveryCodePayloadSchema>;

/**
 * A fresh authenticator set-up: the QR code (an image data URL or SVG markup) and the single-use
 * recovery codes to show once. `secret` is the base32 key for typing in by hand.
 */
export const totpSetupSchema = z.object({
  qr: /* @__PURE__ */ z.string().check(z.minLength(1)),
  recovery_codes: z.array(z.string()),
  secret: z.nullish(z.string()),
});
export type TotpSetup = z.infer<typeof totpSetupSchema>;
