import { sql, type SQL } from 'drizzle-orm';
import { RowsJson } from '../http/streamed-list.ts';
import type { Db } from './index.ts';
import type { JsonPart } from './json-text.ts';
import { executeKept, type RowsStatement } from './kept-statements.ts';
import { preparedOnce } from './rows-by-ids.ts';

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

/** A select of `jsonBatchColumns` over `idsInOrder`, not yet prepared. */
interface JsonBatchSelect {
  prepare(name: string): RowsStatement<JsonBatchRow>;
}

/**
 * A whole list's batch loader: the select `build` makes is built once per database (building its
 * JSON fragments costs more than a small batch) and prepared under `name`, the one name drizzle
 * and the database's kept statement (db/kept-statements.ts) both go by. Each call answers a batch
 * of `ids` as JSON text, with the statement's `texts` (the riders' `today`); a batch Postgres
 * spells otherwise is written as JSON.stringify writes it, which is what the list answered
 * before it was text.
 */
export function keptJsonBatches(name: string, build: (db: Db) => JsonBatchSelect) {
  const statements = new WeakMap<Db, RowsStatement<JsonBatchRow>>();
  const prepare = (db: Db) => build(db).prepare(name);
  return async (
    db: Db,
    ids: readonly number[],
    texts: Readonly<Record<string, string>> = {},
  ): Promise<RowsJson> => {
    if (ids.length === 0) return new RowsJson('');
    const statement = preparedOnce(db, statements, prepare);
    const fields = ['json', 'spelledAsJs'] as const;
    const [result] = await executeKept<JsonBatchRow>(db, name, statement, fields, ids, texts);
    const text = result?.json ?? '';
    if (result && !result.spelledAsJs) {
      return new RowsJson(JSON.stringify(JSON.parse(`[${text}]`)).slice(1, -1));
    }
    return new RowsJson(text);
  };
}
