import { describe, expect, it } from 'vitest';
import { orderTrend, periodStart, placedWithin, rangeOf } from './dashboard-range.ts';

const today = new Date(2026, 10, 21, 15, 0);
const daysAgo = (days: number, hour = 12) => ({
  created_at: new Date(2026, 10, 21 - days, hour).toISOString(),
});

describe('dashboard periods', () => {
  it('reads the period from the address, all time otherwise', () => {
    expect(rangeOf('30d')).toBe('30d');
    expect(rangeOf('week')).toBe('all');
    expect(rangeOf(null)).toBe('all');
  });

  it('starts a period of days at the start of its first day, 12 months a year back', () => {
    expect(periodStart('7d', today)).toEqual(new Date(2026, 10, 15));
    expect(periodStart('12m', today)).toEqual(new Date(2025, 10, 21));
  });

  it('keeps the orders placed within the period', () => {
    const orders = [daysAgo(0), daysAgo(6), daysAgo(7), daysAgo(40), { created_at: null }];
    expect(placedWithin(orders, '7d', today)).toEqual([orders[0], orders[1]]);
    expect(placedWithin(orders, '90d', today)).toHaveLength(4);
    expect(placedWithin(orders, 'all', today)).toEqual(orders);
  });

  it('counts a point a day for 7 and 30 days, and a week for 90 days', () => {
    const orders = [daysAgo(0), daysAgo(0, 1), daysAgo(6), daysAgo(7), daysAgo(89)];
    const week = orderTrend(orders, '7d', today);
    expect(week).toHaveLength(7);
    expect(week[0]).toEqual({ label: 'Nov 15', value: 1 });
    expect(week[6]).toEqual({ label: 'Nov 21', value: 2 });
    expect(orderTrend(orders, '30d', today)).toHaveLength(30);
    const quarter = orderTrend(orders, '90d', today);
    expect(quarter).toHaveLength(13);
    expect(quarter.reduce((sum, point) => sum + point.value, 0)).toBe(5);
  });

  it('keeps the thirteen months for 12 months and all time', () => {
    expect(orderTrend([daysAgo(0)], '12m', today)).toHaveLength(13);
    expect(orderTrend([daysAgo(0)], 'all', today)).toHaveLength(13);
  });
});
