/** A value of a CSV cell; null and undefined are empty. */
export type CsvValue = string | number | null | undefined;

// A spreadsheet runs a cell starting with one of these as a formula (OWASP "CSV injection").
const formulaStart = /^[=+\-@\t\r]/;

/**
 * One cell: text that a spreadsheet would run as a formula gets a leading apostrophe, and a cell
 * holding a comma, quote or line break is quoted (RFC 4180). Numbers are written as they are.
 */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && formulaStart.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * A whole CSV document: CRLF line ends, and a byte-order mark so Excel reads the UTF-8 names
 * (Müller, Tomás) instead of guessing a legacy code page.
 */
export function toCsv(rows: readonly (readonly CsvValue[])[]): string {
  return `\uFEFF${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
