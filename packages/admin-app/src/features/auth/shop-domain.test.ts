import { describe, expect, it } from 'vitest';
import { shopDomainError } from './shop-domain.ts';

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
