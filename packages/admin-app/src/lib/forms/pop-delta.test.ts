import { describe, expect, it } from 'vitest';
import { popDelta } from './pop-delta.ts';

describe('popDelta', () => {
  it('counts the steps between the entries', () => {
    expect(popDelta(4, { idx: 3, key: 'a' })).toBe(-1);
    expect(popDelta(1, { idx: 3 })).toBe(2);
  });

  it('lets a move through when an index is unknown or nothing moved', () => {
    expect(popDelta(2, null)).toBeNull();
    expect(popDelta(undefined, { idx: 1 })).toBeNull();
    expect(popDelta(2, { idx: '1' })).toBeNull();
    expect(popDelta(2, { idx: 2 })).toBeNull();
  });
});
