/** Calendar-day helpers shared by the components that label dates (ChatThread, lists). */

/** Local midnight of the day `date` falls on. */
export const startOfDay = (date: Date) =>
  new Date(date.getFullYear(), date.getMonth(), date.getDate());

/** Whole calendar days from `date` to `now` (0 today, 1 yesterday), in local time. */
export const daysAgo = (date: Date, now: Date) =>
  Math.round((startOfDay(now).getTime() - startOfDay(date).getTime()) / 86_400_000);

/** A Date from a Date or a string/number the Date constructor understands; null if invalid. */
export function toDate(value: Date | string | number | null | undefined): Date | null {
  if (value == null || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}
