import { describe, expect, it } from 'vitest';
import { ContractError } from '../../lib/api.ts';
import { ApiError } from '../../lib/api-error.ts';
import {
  oauthStateFor,
  randomOAuthState,
  shopDomainError,
  socialStartError,
} from './social-start.ts';

describe('shopDomainError', () => {
  it('asks for a domain when none was typed', () => {
    expect(shopDomainError('')).toBe('Shop domain is required');
  });

  it('names the expected format for anything but letters, digits or hyphens + .myshopify.com', () => {
    const message = 'Invalid shop domain format. Please use format: your-store.myshopify.com';
    for (const domain of [
      'shop.com',
      'my shop.myshopify.com',
      'a.b.myshopify.com',
      'x.myshopify.co',
    ]) {
      expect(shopDomainError(domain)).toBe(message);
    }
  });

  it('accepts a shop domain', () => {
    expect(shopDomainError('Travel-Gear-2.myshopify.com')).toBeNull();
  });
});

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
