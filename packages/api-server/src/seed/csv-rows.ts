import { getTableColumns, getTableName } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/** A value as a CSV field for COPY: empty for NULL, everything else quoted. */
export function csvField(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  const text =
    value instanceof Date
      ? value.toISOString()
      : typeof value === 'string'
        ? value
        : JSON.stringify(value);
  return `"${text.replace(/"/g, '""')}"`;
}

/** The columns the rows give (a column no row gives keeps its default), as [key, db name]. */
export function columnsOf(table: PgTable, rows: Record<string, unknown>[]): [string, string][] {
  const columns = getTableColumns(table);
  return Object.keys(columns)
    .filter((key) => rows.some((row) => row[key] !== undefined))
    .map((key) => [key, (columns[key] as { name: string }).name]);
}

/**
 * The COPY statement that reads `columns` of `table` as CSV from `source` into `into` (the table
 * itself, or a quoted staging table shaped like it).
 */
export function copyStatement(
  table: PgTable,
  columns: [string, string][],
  source: string,
  into = `"${getTableName(table)}"`,
) {
  const names = columns.map(([, name]) => `"${name}"`).join(', ');
  return `copy ${into} (${names}) from ${source} with (format csv)`;
}

/** The rows as CSV lines, `rowsPerChunk` at a time, so no single string holds a whole table. */
export function* csvChunks(
  columns: [string, string][],
  rows: Record<string, unknown>[],
  rowsPerChunk = 5_000,
): Generator<string> {
  for (let start = 0; start < rows.length; start += rowsPerChunk) {
    let chunk = '';
    const end = Math.min(rows.length, start + rowsPerChunk);
    for (let n = start; n < end; n++) {
      const row = rows[n]!;
      chunk += columns.map(([key]) => csvField(row[key])).join(',') + '\n';
    }
    yield chunk;
  }
}
