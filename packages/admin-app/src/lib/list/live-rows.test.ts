import { describe, expect, it } from 'vitest';
import { changedPlaces, liveRows } from './live-rows.ts';

const row = (id: number, status = 'Active') => ({ id, status });

describe('liveRows', () => {
  it('takes changes in place at once', () => {
    const fresh = [row(1), row(2, 'Suspended')];
    expect(liveRows([row(1), row(2)], fresh)).toEqual({ rows: fresh, held: null, pending: 0 });
  });

  it('holds rows that would leave, keeping the others updated in place', () => {
    const fresh = [row(1, 'Pending'), row(3)];
    const merged = liveRows([row(1), row(2), row(3)], fresh);
    expect(merged.rows).toEqual([row(1, 'Pending'), row(2), row(3)]);
    expect(merged.held).toBe(fresh);
    // Row 2 leaves; row 3 only slides up.
    expect(merged.pending).toBe(1);
  });

  it('counts rows that would appear or move, not the rows that only slide', () => {
    const merged = liveRows([row(1), row(2)], [row(9), row(1)]);
    expect(merged.rows).toEqual([row(1), row(2)]);
    expect(merged.pending).toBe(1);
    // Row 5 moves to the top: one record moved.
    const ids = [1, 2, 3, 4, 5];
    expect(changedPlaces(ids, [5, 1, 2, 3, 4])).toBe(1);
    expect(changedPlaces(ids, [2, 1, 4, 3, 5])).toBe(2);
    expect(changedPlaces(ids, [1, 3, 4, 5, 6])).toBe(1);
  });
});
