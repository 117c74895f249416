import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-error.ts';
import {
  CallbackRefused,
  callbackFailureMessage,
  checkCallback,
  handedOverToken,
} from './oauth-callback.ts';
import type { StoredSocialSignIn } from './social-session.ts';

const started: StoredSocialSignIn = { state: 'abc', provider: 'google', remember: true };
const query = (search: string) => new URLSearchParams(search);
const refusal = (search: string, stored = started) => {
  try {
    checkCallback(query(search), stored);
  } catch (error) {
    return callbackFailureMessage(error);
  }
  return null;
};

describe('checkCallback', () => {
  it('answers the remembered provider for a callback this tab started', () => {
    expect(checkCallback(query('?code=c1&state=abc'), started)).toBe('google');
  });

  it("reports the provider's own error first", () => {
    expect(refusal('?error=access_denied&state=abc')).toBe('OAuth error: access_denied');
  });

  it('needs a code', () => {
    expect(refusal('?state=abc')).toBe('Authorization code not received');
  });

  it('needs the state this tab stored', () => {
    expect(refusal('?code=c1&state=other')).toBe('Invalid OAuth state');
    expect(refusal('?code=c1')).toBe('Invalid OAuth state');
    // With nothing stored, not even a missing state matches.
    expect(refusal('?code=c1', { ...started, state: null })).toBe('Invalid OAuth state');
  });

  it('needs the remembered provider', () => {
    expect(refusal('?code=c1&state=abc', { ...started, provider: null })).toBe(
      'No OAuth provider found in session',
    );
  });
});

describe('handedOverToken', () => {
  const started = { state: 's1' };
  it('reads a token only with login=success', () => {
    expect(handedOverToken(query('?token=t1&login=success&state=s1'), started)).toBe('t1');
    expect(handedOverToken(query('?token=t1&state=s1'), started)).toBeNull();
    expect(handedOverToken(query('?login=success'), started)).toBeNull();
  });

  it('refuses a token without the state this tab started', () => {
    for (const [search, tab] of [
      ['?token=t1&login=success', started],
      ['?token=t1&login=success&state=s2', started],
      ['?token=t1&login=success&state=s1', { state: null }],
    ] as const) {
      expect(() => handedOverToken(query(search), tab), search).toThrow(CallbackRefused);
    }
  });
});

describe('callbackFailureMessage', () => {
  it("uses the app's check, then the server's message, then the default", () => {
    expect(callbackFailureMessage(new CallbackRefused('Invalid OAuth state'))).toBe(
      'Invalid OAuth state',
    );
    expect(
      callbackFailureMessage(new ApiError(422, 'No Packlight account uses this email.', {}, '')),
    ).toBe('No Packlight account uses this email.');
    expect(callbackFailureMessage(new TypeError('Failed to fetch'))).toBe('Authentication failed');
  });
});
