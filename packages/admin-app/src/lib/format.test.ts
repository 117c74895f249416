import { describe, expect, it } from 'vitest';
import { formatDay, formatMoney } from './format.ts';

describe('formats', () => {
  it('writes dollars with a $ prefix and cents', () => {
    expect(formatMoney(1234.5)).toBe('$1,234.50');
    expect(formatMoney(0)).toBe('$0.00');
  });

  it('writes a date, or nothing for a missing one', () => {
    expect(formatDay('2026-11-20T12:00:00Z')).toBe('Nov 20, 2026');
    expect(formatDay(null)).toBe('');
    expect(formatDay('soon')).toBe('');
  });
});
