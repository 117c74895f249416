import { describe, expect, it } from 'vitest';
import { profilePayload, profileValues } from './profile-form.ts';
import { recoveryCodesText } from './recovery-codes.ts';
import { tabFromAddress } from './settings-tabs.ts';

describe('tabFromAddress', () => {
  it('reads the tab from the address, falling back to Personal Information', () => {
    expect(tabFromAddress('password')).toBe('password');
    expect(tabFromAddress('2FA')).toBe('2fa');
    expect(tabFromAddress(null)).toBe('personal');
    expect(tabFromAddress('billing')).toBe('personal');
    expect(tabFromAddress('Roles')).toBe('roles');
  });
});

describe('profilePayload', () => {
  const user = {
    id: 4,
    type: 'admin',
    email: 'ada@example.test',
    first_name: 'Ada',
    last_name: 'Park',
    phone: '212-456-7890',
    profile_photo: 'https://example.test/ada.png',
  };

  it('sends the trimmed fields, and the photo only when a new file was chosen', () => {
    const values = { ...profileValues(user), first_name: ' Ada ' };
    expect(profilePayload(4, values)).toEqual({
      user_id: 4,
      first_name: 'Ada',
      last_name: 'Park',
      email: 'ada@example.test',
      phone: '212-456-7890',
    });
    const photo = new File(['x'], 'me.png', { type: 'image/png' });
    expect(profilePayload(4, { ...values, profile_photo: photo }).profile_photo).toBe(photo);
  });

  it('leaves out an empty phone', () => {
    expect(profilePayload(4, { ...profileValues(user), phone: ' ' })).not.toHaveProperty('phone');
  });
});

describe('recoveryCodesText', () => {
  it('says what the codes are for, then one code per line', () => {
    const text = recoveryCodesText(['aaa-bbb', 'ccc-ddd'], 'ada@example.test');
    expect(text.split('\n')).toEqual([
      'Packlight recovery codes for ada@example.test',
      'Each code signs you in once if you lose your authenticator app.',
      '',
      'aaa-bbb',
      'ccc-ddd',
      '',
    ]);
  });
});
