/**
 * Record ids are Postgres `serial` columns: 1 up to 2,147,483,647. A larger number names no record
 * (and the database would refuse to compare it), so it is rejected before any query runs.
 */
export const maxId = 2_147_483_647;

/**
 * An id as text: decimal digits only, no sign, no leading zero, within `maxId`. `Number()` would
 * also read `0x10`, `1e3` and ` 7 ` as numbers; an id is never written that way.
 */
export function isIdText(text: string): boolean {
  return /^[1-9]\d{0,9}$/.test(text) && Number(text) <= maxId;
}

/** An id as a JSON number: a whole number from 1 to `maxId`. */
export function isIdNumber(value: number): boolean {
  return Number.isInteger(value) && value >= 1 && value <= maxId;
}

/**
 * The most ids one bulk call takes. A list is bound as one query parameter per id, and Postgres
 * allows 65,535 per statement; past this a caller gets a clear 422 rather than a failed query.
 */
export const maxIdsPerCall = 10_000;
