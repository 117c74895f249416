import { sql, type SQL } from 'drizzle-orm';
import { RowsJson } from '../http/streamed-list.ts';
import type { Db } from './index.ts';
import type { JsonPart } from './json-text.ts';
import { executeKept, type RowsStatement } from './kept-statements.ts';

/** A batch statement's one row: the rows' JSON text, and whether JavaScript spells it alike. */
export interface JsonBatchRow extends Record<string, unknown> {
  /** The rows comma-separated, in the order of the ids; null for none. */
  json: string | null;
  spelledAsJs: boolean;
}

/**
 * The columns of a whole list's batch statement over `idsInOrder` (db/rows-by-ids.ts): each
 * row's `item` text in the order of the ids, and whether `spelledAsJs` held for every row (a
 * float8 Postgres writes otherwise than JSON.stringify: db/json-text.ts, `float8SpelledAsJs`).
 */
export function jsonBatchColumns(item: JsonPart, spelledAsJs: SQL = sql`true`) {
  return {
    json: sql<string | null>`string_agg(${item.text}, ',' order by page.n)`,
    spelledAsJs: sql<boolean>`coalesce(bool_and(${spelledAsJs}), true)`,
  };
}

/**
 * A whole list's batch of `ids` as JSON text, from a statement of `jsonBatchColumns` the database
 * keeps prepared (db/kept-statements.ts) under `name`. A batch Postgres spells otherwise is
 * written as JSON.stringify writes it, which is what the list answered before it was text.
 */
export async function keptJsonBatch(
  db: Db,
  name: string,
  statement: RowsStatement<JsonBatchRow>,
  ids: readonly number[],
  texts: Readonly<Record<string, string>> = {},
): Promise<RowsJson> {
  if (ids.length === 0) return new RowsJson('');
  const fields = ['json', 'spelledAsJs'] as const;
  const [result] = await executeKept<JsonBatchRow>(db, name, statement, fields, ids, texts);
  const text = result?.json ?? '';
  if (result && !result.spelledAsJs) {
    return new RowsJson(JSON.stringify(JSON.parse(`[${text}]`)).slice(1, -1));
  }
  return new RowsJson(text);
}
