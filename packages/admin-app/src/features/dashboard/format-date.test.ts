import { describe, expect, it } from 'vitest';
import { formatLongDate, isoDay } from './format-date.ts';

describe('dates of the welcome banner', () => {
  const day = new Date(2026, 10, 1, 23, 30);

  it('writes the long date', () => {
    expect(formatLongDate(day)).toBe('November 1, 2026');
  });

  it('gives the same local day for <time dateTime>', () => {
    expect(isoDay(day)).toBe('2026-11-01');
  });
});
