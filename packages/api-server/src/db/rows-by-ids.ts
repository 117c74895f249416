import { sql } from 'drizzle-orm';
import type { Db } from './index.ts';

/**
 * A batch of ids given as the prepared statement's `ids` parameter (an int[]), as rows in the
 * order given: `page.id`, and `page.n` its place, to sort the loaded rows by.
 */
export const idsInOrder = sql`unnest(${sql.placeholder('ids')}::int[]) with ordinality as page(id, n)`;

/**
 * The statement `prepare` builds for `db`, built on first use and kept in `built`: building the
 * JSON fragments of a rows statement costs more (~0.5 ms) than running it for a small page.
 */
export function preparedOnce<Q>(db: Db, built: WeakMap<Db, Q>, prepare: (db: Db) => Q): Q {
  let query = built.get(db);
  if (!query) {
    query = prepare(db);
    built.set(db, query);
  }
  return query;
}
