import * as z from 'zod/mini';
import { idField, enumField, optionalString, requiredString } from './fields.ts';
import { laravelMessages } from './messages.ts';
import { sessionSchema } from './auth.ts';
import { twoFactorMethods } from './user.ts';

/** A recovery code as the authenticator set-up hands it out, in Fortify's form: `Ab3dE6gH9k-Lm2oP5rS8u`. */
export const recoveryCodePattern = /^[A-Za-z0-9]{10}-[A-Za-z0-9]{10}$/;

/**
 * POST /two-factor/verify: the code for a login held by a second factor. As Fortify's two-factor
 * challenge takes `code` or `recovery_code`, a sign-in held for the authenticator also takes one
 * of its recovery codes (method `recovery`), for whoever lost the phone; other methods take the
 * 6-digit code.
 */
export const twoFactorVerifyPayloadSchema = z
  .object({
    method: enumField('method', ['totp', 'email', 'recovery']),
    code: /* @__PURE__ */ requiredString('code', { max: 100 }),
    user_id: idField('user_id'),
    login_token: requiredString('login_token'),
  })
  .check(
    // Runs even when another field fails, so one answer lists every problem as Laravel's does.
    z.superRefine(
      (payload, ctx) => {
        const { method, code } = payload as { method: unknown; code: string };
        if (method === 'recovery') {
          if (!recoveryCodePattern.test(code)) {
            ctx.addIssue({
              code: 'custom',
              path: ['code'],
              message: laravelMessages.format('code'),
            });
          }
        } else if (!/^\d{6}$/.test(code)) {
          ctx.addIssue({
            code: 'custom',
            path: ['code'],
            message: laravelMessages.digits('code', 6),
          });
        }
      },
      {
        when: (payload) => {
          const value = payload.value as Record<string, unknown> | undefined;
          return typeof value?.code === 'string' && value.code.trim() !== '';
        },
      },
    ),
  );
export type TwoFactorVerifyPayload = z.input<typeof twoFactorVerifyPayloadSchema>;

/**
 * POST /two-factor/resend: mails a fresh code for a sign-in held by the email method, for whoever
 * did not get (or lost) the first one (docs/product/decisions.md D38).
 */
export const twoFactorResendPayloadSchema = z.object({
  user_id: idField('user_id'),
  login_token: requiredString('login_token'),
});
export type TwoFactorResendPayload = z.input<typeof twoFactorResendPayloadSchema>;

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
  /** Proof it is the user: every change of method asks for it (docs/security.md). */
  current_password: optionalString('current_password'),
  code: z.optional(
    /* @__PURE__ */ requiredString('code').check(
      z.regex(/^\d{6}$/, /* @__PURE__ */ laravelMessages.digits('code', 6)),
    ),
  ),
});
export type TwoFactorUpdatePayload = z.input<typeof twoFactorUpdatePayloadSchema>;

/** POST /2fa/generate-totp: new codes replace the old ones, so it asks for the password. */
export const generateTotpPayloadSchema = z.object({
  current_password: optionalString('current_password'),
});

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
