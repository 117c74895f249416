let sequence = 0;

/** A number no other fixture of this test file has had: names, emails and codes stay unique. */
export const next = () => ++sequence;

/** The one row an insert ... returning() gave back. */
export function first<T>(rows: T[]): T {
  const [row] = rows;
  if (!row) throw new Error('The insert returned no row');
  return row;
}
