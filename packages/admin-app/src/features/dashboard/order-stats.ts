import type { ChartTone, LineChartDatum, PieChartDatum } from '@packlight/ui';

/** The order status distribution's slices (docs/product/part-1.md §3 and §4). */
export const statusBuckets = [
  'Completed',
  'Pending',
  'Cancelled',
  'In Transit',
  'Unknown',
] as const;
export type StatusBucket = (typeof statusBuckets)[number];

const bucketByStatus: Record<string, StatusBucket> = {
  completed: 'Completed',
  delivered: 'Completed',
  pending: 'Pending',
  cancelled: 'Cancelled',
  'in transit': 'In Transit',
  processing: 'In Transit',
  // An order on its way, as In Transit is (docs/product/decisions.md D43).
  shipped: 'In Transit',
};

const toneByBucket: Record<StatusBucket, ChartTone> = {
  Completed: 'success',
  Pending: 'warning',
  Cancelled: 'danger',
  'In Transit': 'info',
  Unknown: 'neutral',
};

/** The slice an order status counts in, case- and separator-insensitive ('in_transit'). */
export function statusBucket(status: string | null | undefined): StatusBucket {
  const key = (status ?? '').trim().toLowerCase().replace(/[_-]+/g, ' ').replace(/\s+/g, ' ');
  return bucketByStatus[key] ?? 'Unknown';
}

/** Orders counted per slice; Unknown only when some order falls there. */
export function statusDistribution(orders: readonly { status?: string | null }[]): PieChartDatum[] {
  const counts = new Map<StatusBucket, number>(statusBuckets.map((bucket) => [bucket, 0]));
  for (const order of orders) {
    const bucket = statusBucket(order.status);
    counts.set(bucket, (counts.get(bucket) ?? 0) + 1);
  }
  return statusBuckets
    .filter((bucket) => bucket !== 'Unknown' || (counts.get(bucket) ?? 0) > 0)
    .map((bucket) => ({
      label: bucket,
      value: counts.get(bucket) ?? 0,
      tone: toneByBucket[bucket],
    }));
}

/** Months the trend covers: this one and the twelve before it, like the original's 13 points. */
export const trendMonths = 13;

const monthName = new Intl.DateTimeFormat('en-US', { month: 'short' });

/** "Nov '25": the year too, as the first and the last point share a month name. */
function monthLabel(month: Date): string {
  return `${monthName.format(month)} '${String(month.getFullYear() % 100).padStart(2, '0')}`;
}

const monthKey = (date: Date) => date.getFullYear() * 12 + date.getMonth();

/**
 * Orders placed per calendar month (local time) over the last `trendMonths` months up to the
 * month of `today`, oldest first. Orders outside the window or without a date are left out.
 * docs/product/decisions.md D3: real figures from the loaded orders, where the original drew sample numbers.
 */
export function monthlyOrderTrend(
  orders: readonly { created_at?: string | null }[],
  today: Date,
): LineChartDatum[] {
  const months = Array.from(
    { length: trendMonths },
    (_, index) => new Date(today.getFullYear(), today.getMonth() - (trendMonths - 1) + index, 1),
  );
  const first = monthKey(months[0] ?? today);
  const counts = months.map(() => 0);
  for (const order of orders) {
    if (!order.created_at) continue;
    const placed = new Date(order.created_at);
    if (Number.isNaN(placed.getTime())) continue;
    const index = monthKey(placed) - first;
    if (index >= 0 && index < trendMonths) counts[index] = (counts[index] ?? 0) + 1;
  }
  return months.map((month, index) => ({ label: monthLabel(month), value: counts[index] ?? 0 }));
}
