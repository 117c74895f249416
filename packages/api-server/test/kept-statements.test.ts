import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/index.ts';
import { executeKept } from '../src/db/kept-statements.ts';
import { idsInOrder } from '../src/db/rows-by-ids.ts';
import { openTestDatabase } from './helpers/test-database.ts';

// A whole list's batch statements run as statements the database keeps prepared
// (db/kept-statements.ts): on PGlite prepared once and executed by name, on Postgres as drizzle
// runs them. Either way a batch answers what the statement answers, in the order of its ids.

let database: Awaited<ReturnType<typeof openTestDatabase>>;
let db: Db;
beforeAll(async () => {
  database = await openTestDatabase();
  db = database.db;
});
afterAll(() => database.close());

/** A rows statement in the shape of the lists' batches: one row, the ids and places in order. */
const statement = () =>
  db
    .select({
      ids: sql<string>`string_agg(page.id::text, ',' order by page.n)`,
      count: sql<number>`count(*)::int`,
    })
    .from(idsInOrder)
    .prepare('kept_statements_test');

describe('batch statements kept prepared', () => {
  it('answer each batch in the order of its ids, batch after batch', async () => {
    const query = statement();
    for (const ids of [[3, 1, 2], [7], [10, 9, 8, 7, 6]]) {
      const rows = await executeKept(db, 'kept_statements_test', query, ['ids', 'count'], ids);
      expect(rows).toEqual([{ ids: ids.join(','), count: ids.length }]);
    }
  });

  it('prepare once when two lists start at the same moment', async () => {
    const query = statement();
    const run = (ids: number[]) =>
      executeKept(db, 'kept_statements_twice', query, ['ids', 'count'], ids);
    const [first, second] = await Promise.all([run([1, 2]), run([4, 5, 6])]);
    expect(first).toEqual([{ ids: '1,2', count: 2 }]);
    expect(second).toEqual([{ ids: '4,5,6', count: 3 }]);
  });

  it('take the text values of other placeholders, quotes and all', async () => {
    const labelled = db
      .select({
        label: sql<string>`${sql.placeholder('label')} || ':' || string_agg(page.id::text, ',' order by page.n)`,
      })
      .from(idsInOrder)
      .prepare('kept_statements_labelled');
    for (const label of ["O'Neil", "''; select 1; --", 'plain']) {
      const rows = await executeKept(db, 'kept_statements_labelled', labelled, ['label'], [4, 2], {
        label,
      });
      expect(rows).toEqual([{ label: `${label}:4,2` }]);
    }
  });

  it('refuse ids that are not integers, which would be written into the statement', async () => {
    await expect(
      executeKept(db, 'kept_statements_test', statement(), ['ids'], [1, 2.5]),
    ).rejects.toThrow('integers');
  });
});
