import { describe, expect, it } from 'vitest';
import { monthlyOrderTrend, statusBucket, statusDistribution } from './order-stats.ts';

describe('order status distribution', () => {
  it('buckets statuses: Delivered is Completed, Processing and Shipped are In Transit (D43)', () => {
    expect(statusBucket('Completed')).toBe('Completed');
    expect(statusBucket('delivered')).toBe('Completed');
    expect(statusBucket('PENDING')).toBe('Pending');
    expect(statusBucket('Cancelled')).toBe('Cancelled');
    expect(statusBucket('In Transit')).toBe('In Transit');
    expect(statusBucket('in_transit')).toBe('In Transit');
    expect(statusBucket('Processing')).toBe('In Transit');
    expect(statusBucket('Shipped')).toBe('In Transit');
    expect(statusBucket('Refunded')).toBe('Unknown');
    expect(statusBucket(null)).toBe('Unknown');
  });

  it('counts each bucket, in a fixed order, Unknown only when needed', () => {
    const orders = ['Completed', 'Delivered', 'Pending', 'Processing', 'In Transit'].map(
      (status) => ({ status }),
    );
    expect(statusDistribution(orders).map(({ label, value }) => [label, value])).toEqual([
      ['Completed', 2],
      ['Pending', 1],
      ['Cancelled', 0],
      ['In Transit', 2],
    ]);
    expect(statusDistribution([...orders, { status: 'Refunded' }]).at(-1)).toEqual({
      label: 'Unknown',
      value: 1,
      tone: 'neutral',
    });
  });
});

describe('monthly order trend', () => {
  const today = new Date(2026, 10, 21);
  const on = (year: number, month: number, day = 10) => ({
    created_at: new Date(year, month, day).toISOString(),
  });

  it('gives 13 months ending with this one, labelled with the year', () => {
    const trend = monthlyOrderTrend([], today);
    expect(trend).toHaveLength(13);
    expect(trend[0]).toEqual({ label: "Nov '25", value: 0 });
    expect(trend[2]?.label).toBe("Jan '26");
    expect(trend[12]).toEqual({ label: "Nov '26", value: 0 });
  });

  it('counts orders per month and leaves out older, undated and unreadable ones', () => {
    const trend = monthlyOrderTrend(
      [
        on(2026, 10, 1),
        on(2026, 10, 20),
        on(2025, 10, 30),
        on(2026, 0, 31),
        on(2025, 9, 31),
        { created_at: null },
        { created_at: 'yesterday' },
      ],
      today,
    );
    expect(trend.map((point) => point.value)).toEqual([1, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2]);
  });
});
