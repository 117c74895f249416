import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../testing.ts';
import { isTwoFactorPending, loginPayloadSchema, loginResponseSchema } from './auth.ts';
import { forgotPasswordPayloadSchema, resetPasswordPayloadSchema } from './password.ts';
import { partnerApplicationSchema, registerPayloadSchema } from './register.ts';

const user = { id: 1, type: 'admin', name: 'Ada Admin', email: 'admin@packlight.test' };

describe('loginPayloadSchema', () => {
  it('accepts email and password, trimming the email', () => {
    expect(loginPayloadSchema.parse({ email: ' admin@packlight.test ', password: 'x' })).toEqual({
      email: 'admin@packlight.test',
      password: 'x',
    });
  });

  it('says what is missing or wrong in Laravel words', () => {
    expect(fieldErrors(loginPayloadSchema, {})).toEqual({
      email: ['The email field is required.'],
      password: ['The password field is required.'],
    });
    expect(fieldErrors(loginPayloadSchema, { email: 'admin', password: 'x' })).toEqual({
      email: ['The email field must be a valid email address.'],
    });
  });
});

describe('loginResponseSchema', () => {
  it('reads a session', () => {
    const body = loginResponseSchema.parse({ data: { token: '1|abc', user } });
    expect(isTwoFactorPending(body.data)).toBe(false);
  });

  it('reads a login held by a second factor', () => {
    const body = loginResponseSchema.parse({
      data: { two_factor_required: true, user_id: 1, method: ['totp'], login_token: 'tok' },
    });
    expect(isTwoFactorPending(body.data)).toBe(true);
  });

  it('refuses an answer with neither', () => {
    expect(loginResponseSchema.safeParse({ data: { user } }).success).toBe(false);
  });
});

describe('forgotPasswordPayloadSchema', () => {
  it('needs an email address', () => {
    expect(forgotPasswordPayloadSchema.parse({ email: 'a@b.co' })).toEqual({ email: 'a@b.co' });
    expect(fieldErrors(forgotPasswordPayloadSchema, { email: '' })).toEqual({
      email: ['The email field is required.'],
    });
  });
});

describe('resetPasswordPayloadSchema', () => {
  const reset = {
    email: 'a@b.co',
    token: 'abc123',
    password: 'new-secret-1',
    password_confirmation: 'new-secret-1',
  };

  it('accepts a matching pair', () => {
    expect(resetPasswordPayloadSchema.parse(reset)).toEqual(reset);
  });

  it('files a mismatch under password, as Laravel does', () => {
    expect(
      fieldErrors(resetPasswordPayloadSchema, { ...reset, password_confirmation: 'other' }),
    ).toEqual({ password: ['The password field confirmation does not match.'] });
  });

  it('needs the token and a long enough password', () => {
    expect(
      fieldErrors(resetPasswordPayloadSchema, {
        ...reset,
        token: '',
        password: 'short',
        password_confirmation: 'short',
      }),
    ).toEqual({
      token: ['The token field is required.'],
      password: ['The password field must be at least 8 characters.'],
    });
  });
});

describe('registerPayloadSchema', () => {
  const signUp = {
    name: 'Nomad Threads',
    email: 'hello@nomad.test',
    password: 'secret-123',
    password_confirmation: 'secret-123',
    terms: true,
  };

  it('accepts the sign-up form', () => {
    expect(registerPayloadSchema.parse(signUp)).toEqual(signUp);
  });

  it('needs the terms accepted and the passwords to match', () => {
    expect(
      fieldErrors(registerPayloadSchema, {
        ...signUp,
        terms: false,
        password_confirmation: 'nope',
      }),
    ).toEqual({
      terms: ['The terms field must be accepted.'],
      password: ['The password field confirmation does not match.'],
    });
  });

  it('answers a pending application, not a session', () => {
    expect(
      partnerApplicationSchema.parse({ id: 9, name: 'N', email: 'n@x.co', status: 'Pending' }),
    ).toMatchObject({ status: 'Pending' });
    expect(partnerApplicationSchema.safeParse({ token: 't', user }).success).toBe(false);
  });
});
