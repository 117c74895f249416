/** The database keeps integer cents (no float drift in sums); the API speaks dollars. */
export const dollars = (cents: number): number => cents / 100;

export const dollarsOrNull = (cents: number | null): number | null =>
  cents === null ? null : dollars(cents);
