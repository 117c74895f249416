import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../src/db/index.ts';
import * as schema from '../../src/db/schema/index.ts';

/**
 * Columns that change on reads and say nothing about what a request did: a token's last use is
 * written at most once a minute by any signed-in call, refused or not.
 */
const volatileColumns: Readonly<Record<string, readonly string[]>> = {
  personal_access_tokens: ['last_used_at'],
};

/** Tables that count requests rather than record what they did (rate-limit windows). */
const counterTables = new Set(['rate_limits']);

const tables = Object.values(schema)
  .filter((value) => is(value, PgTable))
  .map((table) => getTableName(table as PgTable))
  .filter((name) => !counterTables.has(name))
  .sort();

function tableDigest(name: string): string {
  const dropped = volatileColumns[name] ?? [];
  const row = dropped.length
    ? `(to_jsonb(t) - array[${dropped.map((column) => `'${column}'`).join(', ')}])::text`
    : 't::text';
  return `(select md5(coalesce(string_agg(${row}, '|' order by ${row}), '')) from "${name}" t)`;
}

const digestQuery = sql.raw(
  `select ${tables.map((name) => `${tableDigest(name)} as "${name}"`).join(', ')}`,
);

/** A digest of every table's rows, by table: equal digests, unchanged data. */
export async function fingerprint(db: Db): Promise<Record<string, string>> {
  const result = await db.execute(digestQuery);
  const rows = (result as unknown as { rows?: Record<string, string>[] }).rows ?? result;
  return (rows as Record<string, string>[])[0] ?? {};
}

/** The tables whose digests differ between two fingerprints. */
export function changedTables(
  before: Record<string, string>,
  after: Record<string, string>,
): string[] {
  return Object.keys(after).filter((name) => before[name] !== after[name]);
}
