import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../testing.ts';
import { passwordUpdatePayloadSchema, profileUpdatePayloadSchema } from './account.ts';
import { displayName, userSchema } from './user.ts';

const png = () => new File(['png'], 'me.png', { type: 'image/png' });

describe('userSchema', () => {
  it('reads a profile, defaulting type to admin', () => {
    const user = userSchema.parse({
      id: 1,
      first_name: 'Ada',
      last_name: 'Admin',
      email: 'admin@packlight.test',
      phone: '212-456-7890',
      profile_photo: null,
      two_factor_method: 'totp',
      two_factor_secret: '********',
    });
    expect(user.type).toBe('admin');
    expect(displayName(user)).toBe('Ada Admin');
  });

  it('refuses an unknown two-factor method', () => {
    const result = userSchema.safeParse({ id: 1, email: 'a@b.co', two_factor_method: 'sms' });
    expect(result.error?.issues[0]?.path).toEqual(['two_factor_method']);
  });

  it('falls back to User for a nameless user', () => {
    expect(displayName({ name: ' ', first_name: null, last_name: null })).toBe('User');
    expect(displayName(null)).toBe('User');
  });
});

describe('profileUpdatePayloadSchema', () => {
  const profile = {
    user_id: '1',
    first_name: 'Ada',
    last_name: 'Admin',
    email: 'admin@packlight.test',
    phone: '',
  };

  it('reads the multipart form, photo optional', () => {
    expect(profileUpdatePayloadSchema.parse(profile)).toEqual({
      ...profile,
      user_id: 1,
      phone: null,
    });
    const photo = png();
    expect(
      profileUpdatePayloadSchema.parse({ ...profile, profile_photo: photo }).profile_photo,
    ).toBe(photo);
  });

  it('needs the names and an image for a photo', () => {
    expect(
      fieldErrors(profileUpdatePayloadSchema, {
        ...profile,
        first_name: '',
        profile_photo: new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }),
      }),
    ).toEqual({
      first_name: ['The first name field is required.'],
      profile_photo: ['The profile photo field must be an image.'],
    });
  });
});

describe('passwordUpdatePayloadSchema', () => {
  const change = {
    user_id: 1,
    oldpassword: 'old-one',
    newpassword: 'brand-new-1',
    confirmpassword: 'brand-new-1',
  };

  it('accepts a confirmed new password', () => {
    expect(passwordUpdatePayloadSchema.parse(change)).toEqual(change);
  });

  it("says the spec's mismatch message under confirmpassword", () => {
    expect(
      fieldErrors(passwordUpdatePayloadSchema, { ...change, confirmpassword: 'brand-new-2' }),
    ).toEqual({ confirmpassword: ['New password and confirm password do not match.'] });
  });

  it('lists every problem at once', () => {
    expect(
      fieldErrors(passwordUpdatePayloadSchema, {
        ...change,
        user_id: 'me',
        oldpassword: '',
        newpassword: 'short',
        confirmpassword: 'other',
      }),
    ).toEqual({
      user_id: ['The user id field must be an integer.'],
      oldpassword: ['The current password field is required.'],
      newpassword: ['The new password field must be at least 8 characters.'],
      confirmpassword: ['New password and confirm password do not match.'],
    });
  });
});
