/** A list's rows while a live refetch is held back (D58). */
export interface LiveRows<Row> {
  /** The rows on screen: the same rows in the same places, each with its latest fields. */
  rows: readonly Row[];
  /** The fresh answer, shown when the admin asks; null when nothing waits. */
  held: readonly Row[] | null;
  /** How many rows would appear, move or leave: the "N updated, show" count. */
  pending: number;
}

const idOf = (row: unknown): unknown =>
  typeof row === 'object' && row !== null ? (row as { id?: unknown }).id : undefined;

/**
 * Merges a live refetch into the rows on screen without moving anything under the pointer:
 * a row still in the same place takes its new fields at once; rows that would appear, move or
 * leave wait, counted, until the admin shows them.
 */
export function liveRows<Row>(shown: readonly Row[], fresh: readonly Row[]): LiveRows<Row> {
  const freshIndex = new Map(fresh.map((row, index) => [idOf(row), index]));
  const shownIndex = new Map(shown.map((row, index) => [idOf(row), index]));
  let pending = 0;
  for (const [id, index] of freshIndex) if (shownIndex.get(id) !== index) pending += 1;
  for (const id of shownIndex.keys()) if (!freshIndex.has(id)) pending += 1;
  if (pending === 0) return { rows: fresh, held: null, pending: 0 };
  const rows = shown.map((row) => {
    const index = freshIndex.get(idOf(row));
    return index === undefined ? row : (fresh[index] as Row);
  });
  return { rows, held: fresh, pending };
}
