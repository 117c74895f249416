import { describe, expect, it } from 'vitest';
import { liveRows } from './live-rows.ts';

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
    // Row 2 leaves and row 3 moves up.
    expect(merged.pending).toBe(2);
  });

  it('counts rows that would appear or move', () => {
    const merged = liveRows([row(1), row(2)], [row(9), row(1)]);
    expect(merged.rows).toEqual([row(1), row(2)]);
    expect(merged.pending).toBe(3);
  });
});
