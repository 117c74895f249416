import { describe, expect, it } from 'vitest';
import { ApiError } from '../api-error.ts';
import { firstInvalidField, formErrorDisplay } from './form-errors.ts';

const refused = (message: string | undefined, errors: Record<string, string[]> = {}) =>
  new ApiError(422, message, errors, 'POST /login failed');
const loginFields = ['email', 'password'] as const;

describe('formErrorDisplay', () => {
  it('puts the first message of each field under that field and shows no banner', () => {
    const display = formErrorDisplay(
      refused('The given data was invalid.', {
        email: ['These credentials do not match our records.', 'ignored'],
        password: ['The password field is required.'],
      }),
      loginFields,
      'Validation failed',
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
    expect(
      formErrorDisplay(refused('Too many login attempts.'), loginFields, 'Validation failed'),
    ).toEqual({ fields: {}, banner: 'Too many login attempts.' });
  });

  it("falls back to the screen's message without a server message", () => {
    expect(formErrorDisplay(refused(undefined), loginFields, 'Validation failed').banner).toBe(
      'Validation failed',
    );
    expect(
      formErrorDisplay(new TypeError('Failed to fetch'), ['email'], 'Failed to send reset link')
        .banner,
    ).toBe('Failed to send reset link');
  });

  it('shows the banner when the only field errors are for fields the form lacks', () => {
    const display = formErrorDisplay(
      refused('Blocked.', { device: ['Unknown device.'] }),
      loginFields,
      'Validation failed',
    );
    expect(display).toEqual({ fields: {}, banner: 'Blocked.' });
  });
});

describe('firstInvalidField', () => {
  it('names the first field in form order that has an error', () => {
    const display = formErrorDisplay(
      refused('x', { password: ['Too short.'], email: ['Taken.'] }),
      loginFields,
      '',
    );
    expect(firstInvalidField(display, loginFields)).toBe('email');
    expect(firstInvalidField({ fields: {}, banner: 'x' }, loginFields)).toBeUndefined();
  });
});
