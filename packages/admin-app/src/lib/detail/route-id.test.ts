import { describe, expect, it } from 'vitest';
import { routeId } from './route-id.ts';

describe('routeId', () => {
  it('takes positive decimal whole numbers only', () => {
    expect(routeId('42')).toBe(42);
    for (const bad of [
      undefined,
      '',
      '0',
      '-4',
      '1.5',
      '0x10',
      '1e3',
      'abc',
      '99999999999999999',
    ]) {
      expect(routeId(bad)).toBeNull();
    }
  });
});
