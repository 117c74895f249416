import { describe, expect, it } from 'vitest';
import { calendarDaysBetween, lastOrderAge, lastOrderDate } from './last-order.ts';

describe('lastOrderAge', () => {
  const now = new Date(2026, 10, 21, 9, 0);

  it('reads today for any time of the same day', () => {
    expect(lastOrderAge(new Date(2026, 10, 21, 0, 5), now)).toBe('today');
    expect(lastOrderAge(new Date(2026, 10, 21, 23, 59), now)).toBe('today');
  });

  it('counts calendar days, not 24-hour spans', () => {
    expect(lastOrderAge(new Date(2026, 10, 20, 23, 59), now)).toBe('1 day ago');
    expect(lastOrderAge(new Date(2026, 10, 18, 10, 0), now)).toBe('3 days ago');
    expect(lastOrderAge(new Date(2025, 10, 21, 10, 0), now)).toBe('365 days ago');
  });

  it('reads a date ahead of the clock as today', () => {
    expect(lastOrderAge(new Date(2026, 10, 22), now)).toBe('today');
  });

  it('is not thrown off by a daylight-saving change', () => {
    expect(calendarDaysBetween(new Date(2026, 2, 1), new Date(2026, 3, 1))).toBe(31);
  });
});

describe('lastOrderDate', () => {
  it('finds the newest dated order', () => {
    expect(
      lastOrderDate([
        { created_at: '2026-11-01T10:00:00Z' },
        { created_at: null },
        { created_at: '2026-11-20T08:00:00Z' },
        { created_at: 'not a date' },
      ])?.toISOString(),
    ).toBe('2026-11-20T08:00:00.000Z');
  });

  it('is undefined without orders', () => {
    expect(lastOrderDate([])).toBeUndefined();
    expect(lastOrderDate([{ created_at: undefined }])).toBeUndefined();
  });
});
