/**
 * Whether two answers hold the same rows, field for field. A list answer is plain JSON, so its
 * text is a faithful comparison, and far cheaper than redrawing a table that did not change: a
 * keystroke that keeps the result ('mar' to 'mari' over the same matches) must not redraw rows.
 */
export function sameRows(a: readonly unknown[], b: readonly unknown[]): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  return a.every(
    (row, index) => row === b[index] || JSON.stringify(row) === JSON.stringify(b[index]),
  );
}
