import { describe, expect, it } from 'vitest';
import { adminOnlyMessage } from '../../lib/auth/admin-only.ts';
import { loginErrorMessage } from './login-errors.ts';

describe('loginErrorMessage', () => {
  it('shows the messages the app sends to /login', () => {
    expect(loginErrorMessage('OAuth error: access_denied')).toBe('OAuth error: access_denied');
    expect(loginErrorMessage('Invalid OAuth state')).toBe('Invalid OAuth state');
    expect(loginErrorMessage(adminOnlyMessage)).toBe(adminOnlyMessage);
  });

  it('shows Authentication failed for any other text', () => {
    for (const text of [
      'Your session expired. Call +1-800-555-0100 to restore it.',
      'OAuth error: call us',
      '<img src=x onerror=alert(1)>',
      '',
    ]) {
      expect(loginErrorMessage(text)).toBe('Authentication failed');
    }
  });
});
