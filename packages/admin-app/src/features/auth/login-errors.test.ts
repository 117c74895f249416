import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-error.ts';
import { loginErrorDisplay } from './login-errors.ts';

const refused = (message: string | undefined, errors: Record<string, string[]> = {}) =>
  new ApiError(422, message, errors, 'POST /login failed');

describe('loginErrorDisplay', () => {
  it('puts the first message of each field under that field and shows no banner', () => {
    const display = loginErrorDisplay(
      refused('The given data was invalid.', {
        email: ['These credentials do not match our records.', 'ignored'],
        password: ['The password field is required.'],
      }),
    );
    expect(display).toEqual({
      fields: {
        email: 'These credentials do not match our records.',
        password: 'The password field is required.',
      },
      banner: null,
    });
  });

  it("shows the server's message as the banner when no field has an error", () => {
    expect(loginErrorDisplay(refused('Too many login attempts.'))).toEqual({
      fields: {},
      banner: 'Too many login attempts.',
    });
  });

  it('falls back to "Validation failed" without a server message', () => {
    expect(loginErrorDisplay(refused(undefined)).banner).toBe('Validation failed');
    expect(loginErrorDisplay(new TypeError('Failed to fetch')).banner).toBe('Validation failed');
  });

  it('shows the banner when the only field errors are for fields the form lacks', () => {
    const display = loginErrorDisplay(refused('Blocked.', { device: ['Unknown device.'] }));
    expect(display).toEqual({ fields: {}, banner: 'Blocked.' });
  });
});
