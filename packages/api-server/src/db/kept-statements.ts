import { PGlite } from '@electric-sql/pglite';
import type { Db } from './index.ts';

/** A drizzle prepared statement of rows by a batch of ids (db/rows-by-ids.ts, `idsInOrder`). */
interface RowsStatement<R> {
  execute(values: { ids: string }): Promise<R[]>;
  getQuery(): { sql: string };
}

/** The statements each PGlite database was asked to keep prepared, by name. */
const kept = new WeakMap<PGlite, Map<string, Promise<unknown>>>();

const plainName = /^[a-z_]+$/;

/**
 * Runs a rows statement for `ids`, on PGlite as a statement the database keeps prepared.
 * PGlite's driver parses and plans every statement each time it runs: for the orders' batch
 * statement (seven tables joined) that cost 3-4 ms more per batch than the kept statement, at
 * 200-300 orders (about as long as reading 100 more orders), paid again for each batch of a whole
 * list. Kept, it is planned once per database. node-postgres already keeps drizzle's named
 * statements prepared per connection, so there it runs as it is. `fields` names the statement's
 * columns in the order it selects them.
 */
export async function executeKept<R extends Record<string, unknown>>(
  db: Db,
  name: string,
  statement: RowsStatement<R>,
  fields: readonly (keyof R & string)[],
  ids: readonly number[],
): Promise<R[]> {
  // The ids are written into the EXECUTE (it takes no bind parameters): integers only.
  if (!ids.every(Number.isSafeInteger)) throw new Error('Row ids must be integers');
  const literal = `{${ids.join(',')}}`;
  const client = (db as { $client?: unknown }).$client;
  if (!(client instanceof PGlite)) return statement.execute({ ids: literal });
  if (!plainName.test(name)) throw new Error(`Statement name ${name} is not a plain name`);
  let names = kept.get(client);
  if (!names) {
    names = new Map();
    kept.set(client, names);
  }
  // The promise is kept, not a flag: two lists starting at once prepare it once.
  let prepared = names.get(name);
  if (!prepared) {
    prepared = client.query(`prepare ${name} (int[]) as ${statement.getQuery().sql}`);
    names.set(name, prepared);
    prepared.catch(() => names.delete(name));
  }
  await prepared;
  const result = await client.query<unknown[]>(`execute ${name}('${literal}')`, [], {
    rowMode: 'array',
  });
  return result.rows.map(
    (row) => Object.fromEntries(fields.map((field, i) => [field, row[i]])) as R,
  );
}
