/** A list's rows while a live refetch is held back (D58). */
export interface LiveRows<Row> {
  /** The rows on screen: the same rows in the same places, each with its latest fields. */
  rows: readonly Row[];
  /** The fresh answer, shown when the admin asks; null when nothing waits. */
  held: readonly Row[] | null;
  /** How many records would appear, move or leave: the "N updated, show" count. */
  pending: number;
}

const idOf = (row: unknown): unknown =>
  typeof row === 'object' && row !== null ? (row as { id?: unknown }).id : undefined;

/**
 * How many records a change of page brings in, takes out or moves: one suspended partner is
 * one, though the rows after it slide up and the next page's first row slides in. Rows that
 * appear and rows that leave pair up (a page keeps its length); rows kept but reordered count
 * as those outside their longest run still in order.
 */
export function changedPlaces(shown: readonly unknown[], fresh: readonly unknown[]): number {
  const inFresh = new Set(fresh);
  const inShown = new Set(shown);
  const leaving = shown.filter((id) => !inFresh.has(id)).length;
  const appearing = fresh.filter((id) => !inShown.has(id)).length;
  const order = new Map(shown.map((id, index) => [id, index]));
  const kept = fresh.filter((id) => order.has(id)).map((id) => order.get(id) as number);
  // Longest increasing run of the kept rows' old places (patience sorting).
  const tails: number[] = [];
  for (const place of kept) {
    let low = 0;
    let high = tails.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((tails[middle] as number) < place) low = middle + 1;
      else high = middle;
    }
    tails[low] = place;
  }
  return Math.max(leaving, appearing) + kept.length - tails.length;
}

/**
 * Merges a live refetch into the rows on screen without moving anything under the pointer:
 * a row still in the same place takes its new fields at once; rows that would appear, move or
 * leave wait, counted, until the admin shows them.
 */
export function liveRows<Row>(shown: readonly Row[], fresh: readonly Row[]): LiveRows<Row> {
  const freshIndex = new Map(fresh.map((row, index) => [idOf(row), index]));
  const pending = changedPlaces(shown.map(idOf), fresh.map(idOf));
  if (pending === 0) return { rows: fresh, held: null, pending: 0 };
  const rows = shown.map((row) => {
    const index = freshIndex.get(idOf(row));
    return index === undefined ? row : (fresh[index] as Row);
  });
  return { rows, held: fresh, pending };
}
