import { describe, expect, it } from 'vitest';
import { ApiError, ContractError } from '../../lib/api-error.ts';
import { oauthStateFor, randomOAuthState, socialStartError } from './social-start.ts';

describe('randomOAuthState', () => {
  it('is 32 random bytes in hex', () => {
    const state = randomOAuthState();
    expect(state).toMatch(/^[0-9a-f]{64}$/);
    expect(randomOAuthState()).not.toBe(state);
  });
});

describe('oauthStateFor', () => {
  it("keeps the state the server put in the provider's address", () => {
    const url = 'https://accounts.example/authorize?client_id=x&state=abc123';
    expect(oauthStateFor(url, () => 'unused')).toEqual({ state: 'abc123', url });
  });

  it('adds a state of its own when the address has none', () => {
    const { state, url } = oauthStateFor(
      'https://accounts.example/authorize?client_id=x',
      () => 'f00d',
    );
    expect(state).toBe('f00d');
    expect(new URL(url).searchParams.get('state')).toBe('f00d');
    expect(new URL(url).searchParams.get('client_id')).toBe('x');
  });
});

describe('socialStartError', () => {
  it("shows the server's message", () => {
    const refused = new ApiError(422, 'Invalid shop domain format', {}, '');
    expect(socialStartError(refused, 'Shopify')).toBe('Invalid shop domain format');
  });

  it('says so when the answer carries no redirect address', () => {
    expect(socialStartError(new ContractError('no redirect_url'), 'Google')).toBe(
      'No redirect URL received from server',
    );
  });

  it('falls back to naming the provider', () => {
    expect(socialStartError(new TypeError('Failed to fetch'), 'Apple')).toBe(
      'Failed to initiate Apple login',
    );
    expect(socialStartError(new ApiError(500, undefined, {}, 'x'), 'Google')).toBe(
      'Failed to initiate Google login',
    );
  });
});
