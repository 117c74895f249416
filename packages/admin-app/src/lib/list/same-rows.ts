/**
 * Whether two answers hold the same rows, field for field. A list answer is plain JSON, so its
 * text is a faithful comparison; ten to fifty rows take well under a millisecond, far less than
 * redrawing a table that did not change (issue #16: a keystroke that does not change the result,
 * 'mar' to 'mari' over the same matches, must not redraw the rows).
 */
export function sameRows(a: readonly unknown[], b: readonly unknown[]): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  return a.every(
    (row, index) => row === b[index] || JSON.stringify(row) === JSON.stringify(b[index]),
  );
}
