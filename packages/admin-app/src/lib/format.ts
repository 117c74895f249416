const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

/** Dollars with a $ prefix (docs/product/part-1.md §9): 1234.5 → '$1,234.50'. */
export const formatMoney = (dollars: number) => money.format(dollars);

/** A timestamp as a date, 'Nov 20, 2026'; '' for a missing or unreadable one. */
export function formatDay(timestamp: string | null | undefined): string {
  const time = timestamp ? Date.parse(timestamp) : Number.NaN;
  return Number.isNaN(time) ? '' : day.format(time);
}
