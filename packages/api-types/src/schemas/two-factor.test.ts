import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../testing.ts';
import {
  recoveryCodePayloadSchema,
  totpSetupSchema,
  twoFactorUpdatePayloadSchema,
  twoFactorVerifyPayloadSchema,
  twoFactorVerifyResultSchema,
} from './two-factor.ts';

describe('twoFactorVerifyPayloadSchema', () => {
  const verify = { method: 'totp', code: '123456', user_id: 1, login_token: 'tok' };

  it('accepts a six-digit code', () => {
    expect(twoFactorVerifyPayloadSchema.parse(verify)).toEqual(verify);
  });

  it('refuses other codes and methods', () => {
    expect(
      fieldErrors(twoFactorVerifyPayloadSchema, { ...verify, code: '12ab', method: 'sms' }),
    ).toEqual({
      method: ['The selected method is invalid.'],
      code: ['The code field must be 6 digits.'],
    });
    expect(fieldErrors(twoFactorVerifyPayloadSchema, { method: 'email' })).toEqual({
      code: ['The code field is required.'],
      user_id: ['The user id field is required.'],
      login_token: ['The login token field is required.'],
    });
  });
});

describe('twoFactorVerifyPayloadSchema with a recovery code', () => {
  const verify = { method: 'recovery', user_id: 1, login_token: 'tok' };

  it('accepts a recovery code in its set-up form, trimmed', () => {
    expect(
      twoFactorVerifyPayloadSchema.parse({ ...verify, code: ' Ab3dE6gH9k-Lm2oP5rS8u ' }),
    ).toEqual({ ...verify, code: 'Ab3dE6gH9k-Lm2oP5rS8u' });
  });

  it('refuses a 6-digit code or another form for the recovery method', () => {
    expect(fieldErrors(twoFactorVerifyPayloadSchema, { ...verify, code: '123456' })).toEqual({
      code: ['The code field format is invalid.'],
    });
    expect(
      fieldErrors(twoFactorVerifyPayloadSchema, { ...verify, code: 'Ab3dE6gH9k_Lm2oP5rS8u' }),
    ).toEqual({ code: ['The code field format is invalid.'] });
    expect(fieldErrors(twoFactorVerifyPayloadSchema, { ...verify, code: '' })).toEqual({
      code: ['The code field is required.'],
    });
  });

  it('keeps the 6-digit rule for the authenticator and email methods', () => {
    expect(
      fieldErrors(twoFactorVerifyPayloadSchema, {
        ...verify,
        method: 'totp',
        code: 'Ab3dE6gH9k-Lm2oP5rS8u',
      }),
    ).toEqual({ code: ['The code field must be 6 digits.'] });
  });
});

describe('twoFactorVerifyResultSchema', () => {
  it('reads verified with a session, or not verified', () => {
    const user = { id: 1, email: 'a@b.co' };
    expect(twoFactorVerifyResultSchema.parse({ verified: true, token: 't', user })).toMatchObject({
      verified: true,
      token: 't',
    });
    expect(twoFactorVerifyResultSchema.parse({ verified: false })).toEqual({ verified: false });
    expect(twoFactorVerifyResultSchema.safeParse({ verified: true }).success).toBe(false);
  });
});

describe('two-factor settings payloads', () => {
  it('takes a known method', () => {
    expect(twoFactorUpdatePayloadSchema.parse({ method: 'none' })).toEqual({ method: 'none' });
    expect(fieldErrors(twoFactorUpdatePayloadSchema, { method: 'sms' })).toEqual({
      method: ['The selected method is invalid.'],
    });
  });

  it('takes a 6-digit confirming code beside the method', () => {
    expect(twoFactorUpdatePayloadSchema.parse({ method: 'totp', code: '123456' })).toEqual({
      method: 'totp',
      code: '123456',
    });
    expect(fieldErrors(twoFactorUpdatePayloadSchema, { method: 'totp', code: '12ab' })).toEqual({
      code: ['The code field must be 6 digits.'],
    });
  });

  it('takes a recovery code', () => {
    expect(recoveryCodePayloadSchema.parse({ code: 'abcd-efgh' })).toEqual({ code: 'abcd-efgh' });
    expect(fieldErrors(recoveryCodePayloadSchema, { code: ' ' })).toEqual({
      code: ['The code field is required.'],
    });
  });

  it('reads a QR code with recovery codes', () => {
    const setup = { qr: 'data:image/svg+xml;base64,PHN2Zz4=', recovery_codes: ['a-b', 'c-d'] };
    expect(totpSetupSchema.parse(setup)).toEqual(setup);
    expect(totpSetupSchema.safeParse({ recovery_codes: [] }).success).toBe(false);
  });
});
