import type { SecondFactorMethod } from '../../lib/auth/context.ts';

/** How each second-factor method is named in the method choice (docs/product/part-1.md §2). */
export const methodLabels: Record<SecondFactorMethod, string> = {
  totp: 'Authenticator App',
  email: 'Email Code',
};

/** What to do to get a code, for the chosen method. */
export const methodHints: Record<SecondFactorMethod, string> = {
  totp: 'Open your authenticator app and enter the 6-digit code it shows for Packlight.',
  email: 'We emailed you a 6-digit sign-in code. It expires in 10 minutes.',
};

/**
 * A sign-in held for the authenticator also takes one of its recovery codes, as Fortify's
 * two-factor challenge does, for whoever lost the phone the app was on.
 */
export const recoveryHint =
  'Enter one of the recovery codes you saved when you set up the authenticator app. Each works once.';

/** What a refused code says: a 6-digit code may be retyped, a recovery code is spent or wrong. */
export const refusalMessages = {
  code: 'Invalid code. Please try again.',
  recovery: 'Invalid recovery code',
} as const;
