const units: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/**
 * '2h ago', 'in 3 days', 'now': the largest whole unit between `date` and `now`, in `locale`.
 * Under a minute reads as now (second-by-second counts would only distract in a list).
 */
export function formatRelative(
  date: Date,
  now: Date,
  locale: string,
  style: Intl.RelativeTimeFormatStyle,
) {
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto', style });
  const seconds = (date.getTime() - now.getTime()) / 1000;
  for (const [unit, size] of units) {
    if (Math.abs(seconds) >= size) return format.format(Math.trunc(seconds / size), unit);
  }
  return format.format(0, 'second');
}
