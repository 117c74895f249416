/** Today's date as the welcome banner shows it: "November 21, 2026". */
export function formatLongDate(date: Date, locale = 'en-US'): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(date);
}

/** The same local calendar day as a machine-readable `<time dateTime>` value. */
export function isoDay(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
