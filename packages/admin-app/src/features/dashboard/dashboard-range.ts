import { dashboardRanges, type DashboardRange } from '@packlight/api-types';
import type { LineChartDatum } from '@packlight/ui';
import { monthlyOrderTrend } from './order-stats.ts';

/** A period the dashboard counts over: one of the server's ranges, or all time. */
export type DashboardPeriod = DashboardRange | 'all';

/** A plain dashboard counts all time, as the spec's figures do (the trend: thirteen months). */
export const defaultRange: DashboardPeriod = 'all';

/** The period choices, as the select names them. */
export const rangeOptions: { id: DashboardPeriod; label: string }[] = [
  { id: 'all', label: 'All time' },
  { id: '7d', label: 'Last 7 days' },
  { id: '30d', label: 'Last 30 days' },
  { id: '90d', label: 'Last 90 days' },
  { id: '12m', label: 'Last 12 months' },
];

/** The period an address names (`?range=30d`); anything else is the default. */
export function rangeOf(text: string | null): DashboardPeriod {
  return dashboardRanges.find((range) => range === text) ?? defaultRange;
}

const dayMs = 86_400_000;
const startOfDay = (date: Date) => new Date(date.getFullYear(), date.getMonth(), date.getDate());
const dayLabel = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' });

/** When the period starts: its days back from the start of today, or twelve months back. */
export function periodStart(range: DashboardPeriod, today: Date): Date {
  const day = startOfDay(today);
  if (range === 'all') return new Date(0);
  if (range === '12m') return new Date(day.getFullYear(), day.getMonth() - 12, day.getDate());
  return new Date(day.getTime() - (Number.parseInt(range, 10) - 1) * dayMs);
}

/** The orders placed within the period (up to now); undated ones are left out. */
export function placedWithin<T extends { created_at?: string | null }>(
  orders: readonly T[],
  range: DashboardPeriod,
  today: Date,
): T[] {
  if (range === 'all') return [...orders];
  const start = periodStart(range, today).getTime();
  return orders.filter((order) => {
    const placed = order.created_at ? Date.parse(order.created_at) : Number.NaN;
    return !Number.isNaN(placed) && placed >= start;
  });
}

/**
 * Orders placed per step of the period: a point a day for 7 and 30 days, a week for 90 days
 * (13 points), a calendar month for 12 months and all time (13 points, this month last).
 */
export function orderTrend(
  orders: readonly { created_at?: string | null }[],
  range: DashboardPeriod,
  today: Date,
): LineChartDatum[] {
  if (range === '12m' || range === 'all') return monthlyOrderTrend(orders, today);
  const stepDays = range === '90d' ? 7 : 1;
  const steps = range === '90d' ? 13 : Number.parseInt(range, 10);
  const end = startOfDay(today).getTime() + dayMs;
  const first = end - steps * stepDays * dayMs;
  const counts = Array.from({ length: steps }, () => 0);
  for (const order of orders) {
    const placed = order.created_at ? Date.parse(order.created_at) : Number.NaN;
    if (Number.isNaN(placed) || placed < first || placed >= end) continue;
    const index = Math.floor((placed - first) / (stepDays * dayMs));
    counts[index] = (counts[index] ?? 0) + 1;
  }
  return counts.map((value, index) => ({
    label: dayLabel.format(new Date(first + index * stepDays * dayMs)),
    value,
  }));
}
