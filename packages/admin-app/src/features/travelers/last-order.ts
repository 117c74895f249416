const dayMs = 24 * 60 * 60 * 1000;

/** Local calendar days from `then` to `now` (0 the same day), regardless of the hour. */
export function calendarDaysBetween(then: Date, now: Date): number {
  const start = Date.UTC(then.getFullYear(), then.getMonth(), then.getDate());
  const end = Date.UTC(now.getFullYear(), now.getMonth(), now.getDate());
  return Math.round((end - start) / dayMs);
}

/**
 * How long ago the last order was: 'today' or 'N day(s) ago' (docs/product/part-1.md), written with the right
 * plural. An order dated after today (a clock ahead of ours) reads as today.
 */
export function lastOrderAge(then: Date, now = new Date()): string {
  const days = calendarDaysBetween(then, now);
  if (days <= 0) return 'today';
  return days === 1 ? '1 day ago' : `${days} days ago`;
}

/** The newest order time among the traveler's orders; undefined without a dated order. */
export function lastOrderDate(orders: readonly { created_at?: string | null }[]): Date | undefined {
  let newest: number | undefined;
  for (const { created_at } of orders) {
    const time = created_at ? Date.parse(created_at) : Number.NaN;
    if (!Number.isNaN(time) && (newest === undefined || time > newest)) newest = time;
  }
  return newest === undefined ? undefined : new Date(newest);
}
