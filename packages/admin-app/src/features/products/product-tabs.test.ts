import { describe, expect, it } from 'vitest';
import { listTabOf, productTabOf } from './product-tabs.ts';

describe('product tabs', () => {
  it('read Approved for the plain address and each later tab by name', () => {
    expect(productTabOf('').status).toBe('Active');
    expect(productTabOf('pending').status).toBe('Pending');
    expect(productTabOf('suspended').status).toBe('Suspended');
    expect(productTabOf('nonsense').id).toBe('approved');
    expect(listTabOf('approved')).toBe('');
    expect(listTabOf('suspended')).toBe('suspended');
  });
});
