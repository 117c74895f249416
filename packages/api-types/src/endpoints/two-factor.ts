import * as z from 'zod/mini';
import { defineEndpoint } from '../endpoint.ts';
import { dataOf, dataOrBare } from '../schemas/common.ts';
import {
  recoveryCodePayloadSchema,
  totpSetupSchema,
  twoFactorResendPayloadSchema,
  twoFactorUpdatePayloadSchema,
  twoFactorVerifyPayloadSchema,
  twoFactorVerifyResultSchema,
  generateTotpPayloadSchema,
} from '../schemas/two-factor.ts';
import { twoFactorMethodSchema } from '../schemas/user.ts';

export const twoFactorEndpoints = {
  verify: defineEndpoint({
    method: 'POST',
    path: '/two-factor/verify',
    access: 'public',
    request: twoFactorVerifyPayloadSchema,
    response: dataOf(twoFactorVerifyResultSchema),
    summary: 'Complete a login held by a second factor with a one-time code.',
  }),
  resend: defineEndpoint({
    method: 'POST',
    path: '/two-factor/resend',
    access: 'public',
    request: twoFactorResendPayloadSchema,
    response: z.object({ message: z.string() }),
    summary: 'Mail a new code for a login held by the email second factor (decisions.md D38).',
  }),
  update: defineEndpoint({
    method: 'POST',
    path: '/2fa/update',
    permission: null,
    request: twoFactorUpdatePayloadSchema,
    response: z.object({
      message: z.string(),
      data: z.object({ two_factor_method: twoFactorMethodSchema }),
    }),
    summary: "Change the signed-in user's second-factor method.",
  }),
  generateTotp: defineEndpoint({
    method: 'POST',
    path: '/2fa/generate-totp',
    permission: null,
    request: generateTotpPayloadSchema,
    response: dataOrBare(totpSetupSchema),
    summary: 'Create an authenticator secret: its QR code and new recovery codes.',
  }),
  verifyRecovery: defineEndpoint({
    method: 'POST',
    path: '/2fa/verify-recovery',
    permission: null,
    request: recoveryCodePayloadSchema,
    response: dataOrBare(totpSetupSchema),
    summary: 'Spend a recovery code to show the authenticator QR code again.',
  }),
};
