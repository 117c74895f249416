/**
 * Search, sort and paging in the browser, for the short lists that arrive whole inside a record
 * (a profile's orders or products). Long lists page on the server instead (`useListPage`).
 */

/** Rows where any of `texts` contains the search, case-insensitively; all rows for a blank one. */
export function searchLocal<Row>(
  rows: readonly Row[],
  search: string,
  texts: (row: Row) => readonly (string | null | undefined)[],
): readonly Row[] {
  const needle = search.trim().toLowerCase();
  if (!needle) return rows;
  return rows.filter((row) => texts(row).some((text) => text?.toLowerCase().includes(needle)));
}

const isMissing = (value: string | number | null) =>
  value === null || (typeof value === 'number' && Number.isNaN(value));

/** A sorted copy; missing values go last in either direction, ties keep their order. */
export function sortLocal<Row>(
  rows: readonly Row[],
  valueOf: ((row: Row) => string | number | null) | null,
  dir: 'asc' | 'desc',
): readonly Row[] {
  if (!valueOf) return rows;
  const sign = dir === 'desc' ? -1 : 1;
  return [...rows].sort((a, b) => {
    const left = valueOf(a);
    const right = valueOf(b);
    if (left === right) return 0;
    if (isMissing(left)) return 1;
    if (isMissing(right)) return -1;
    return (left! < right! ? -1 : 1) * sign;
  });
}

/** One page of rows; a page past the end (an old link) gives the last page, as Pagination does. */
export function pageLocal<Row>(
  rows: readonly Row[],
  page: number,
  perPage: number,
): { rows: readonly Row[]; page: number } {
  const last = Math.max(1, Math.ceil(rows.length / perPage));
  const shown = Math.min(Math.max(1, page), last);
  return { rows: rows.slice((shown - 1) * perPage, shown * perPage), page: shown };
}
