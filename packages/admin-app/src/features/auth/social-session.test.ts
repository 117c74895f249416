import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../../lib/test-storage.ts';
import { createSocialSession, socialSessionKeys } from './social-session.ts';

describe('social session', () => {
  it('keeps state, provider and shop under the spec names, and reads them back', () => {
    const storage = memoryStorage();
    const session = createSocialSession(() => storage);
    session.start({ state: 's1', provider: 'shopify', shop: 'a.myshopify.com', remember: false });
    expect(storage.getItem('oauth_state')).toBe('s1');
    expect(storage.getItem('oauth_provider')).toBe('shopify');
    expect(storage.getItem('shopify_domain')).toBe('a.myshopify.com');
    expect(session.read()).toEqual({ state: 's1', provider: 'shopify', remember: false });
  });

  it('starts each sign-in clean and clears every key', () => {
    const storage = memoryStorage();
    const session = createSocialSession(() => storage);
    session.start({ state: 's1', provider: 'shopify', shop: 'a.myshopify.com', remember: true });
    session.start({ state: 's2', provider: 'google', remember: true });
    expect(storage.getItem(socialSessionKeys.shop)).toBeNull();
    session.clear();
    expect(storage.length).toBe(0);
  });

  it('reads nothing stored as no state, no provider and remembered', () => {
    const storage = memoryStorage();
    storage.setItem(socialSessionKeys.provider, 'myspace');
    expect(createSocialSession(() => storage).read()).toEqual({
      state: null,
      provider: null,
      remember: true,
    });
  });
});
