import { PGlite } from '@electric-sql/pglite';
import { Placeholder } from 'drizzle-orm';
import type { Db } from './index.ts';

/**
 * A drizzle prepared statement of rows by a batch of ids (db/rows-by-ids.ts, `idsInOrder`), with
 * any other placeholders text.
 */
export interface RowsStatement<R> {
  execute(values: Record<string, string>): Promise<R[]>;
  getQuery(): { sql: string; params: unknown[] };
}

/** The statements each PGlite database was asked to keep prepared, by name. */
const kept = new WeakMap<PGlite, Map<string, Promise<unknown>>>();

const plainName = /^[a-z_]+$/;

/** A text as an SQL literal: standard_conforming_strings (on by default) reads '' as one '. */
const textLiteral = (value: string) => {
  if (value.includes('\0')) throw new Error('A statement value cannot hold a NUL');
  return `'${value.replaceAll("'", "''")}'`;
};

/**
 * Runs a rows statement for `ids` (and the `texts` its other placeholders take), on PGlite as a
 * statement the database keeps prepared. PGlite's driver parses and plans every statement each
 * time it runs: for the orders' batch statement (seven tables joined) that cost 3-4 ms more per
 * batch than the kept statement, at 200-300 orders (about as long as reading 100 more orders),
 * paid again for each batch of a whole list. Kept, it is planned once per database.
 * node-postgres already keeps drizzle's named statements prepared per connection, so there it
 * runs as it is. `fields` names the statement's columns in the order it selects them.
 */
export async function executeKept<R extends Record<string, unknown>>(
  db: Db,
  name: string,
  statement: RowsStatement<R>,
  fields: readonly (keyof R & string)[],
  ids: readonly number[],
  texts: Readonly<Record<string, string>> = {},
): Promise<R[]> {
  // The ids are written into the EXECUTE (it takes no bind parameters): integers only.
  if (!ids.every(Number.isSafeInteger)) throw new Error('Row ids must be integers');
  const literal = `{${ids.join(',')}}`;
  const client = (db as { $client?: unknown }).$client;
  if (!(client instanceof PGlite)) return statement.execute({ ...texts, ids: literal });
  if (!plainName.test(name)) throw new Error(`Statement name ${name} is not a plain name`);
  const { sql: text, params } = statement.getQuery();
  // The placeholders by number: `ids` an int[], any other a text.
  const placeholders = params.map((param) => {
    if (!(param instanceof Placeholder)) throw new Error(`${name} has a value that is not named`);
    return param.name;
  });
  let names = kept.get(client);
  if (!names) {
    names = new Map();
    kept.set(client, names);
  }
  // The promise is kept, not a flag: two lists starting at once prepare it once.
  let prepared = names.get(name);
  if (!prepared) {
    const types = placeholders.map((placeholder) => (placeholder === 'ids' ? 'int[]' : 'text'));
    prepared = client.query(`prepare ${name} (${types.join(', ')}) as ${text}`);
    names.set(name, prepared);
    prepared.catch(() => names.delete(name));
  }
  await prepared;
  const values = placeholders.map((placeholder) => {
    if (placeholder === 'ids') return `'${literal}'`;
    const value = texts[placeholder];
    if (value === undefined) throw new Error(`${name} needs a value for ${placeholder}`);
    return textLiteral(value);
  });
  const result = await client.query<unknown[]>(`execute ${name}(${values.join(', ')})`, [], {
    rowMode: 'array',
  });
  return result.rows.map(
    (row) => Object.fromEntries(fields.map((field, i) => [field, row[i]])) as R,
  );
}
