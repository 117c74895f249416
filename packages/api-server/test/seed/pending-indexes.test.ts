import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf, type Database } from '../../src/db/index.ts';
import { seedDemoData } from '../../src/seed/demo.ts';
import { buildPendingIndexes, ifNotExists } from '../../src/seed/pending-indexes.ts';
import { openTestDatabase } from '../helpers/test-database.ts';

const counts = {
  travelers: 30,
  partners: 8,
  riders: 6,
  products: 20,
  orders: 60,
  refunds: 5,
  tickets: 6,
};

async function rows<T>(database: Database, statement: string) {
  return rowsOf<T>(await database.db.execute(sql.raw(statement)));
}

const indexDefinition = async (database: Database, name: string) =>
  (
    await rows<{ indexdef: string }>(
      database,
      `select indexdef from pg_indexes where schemaname = current_schema() and indexname = '${name}'`,
    )
  )[0]?.indexdef ?? null;

/** Drops two indexes and leaves them pending, as a seed cut short after its commit does. */
async function cutShort(database: Database, names: string[]) {
  for (const name of names) {
    const definition = (await indexDefinition(database, name))!;
    const table = /ON (?:public\.)?"?(\w+)"?/.exec(definition)![1]!;
    await rows(database, `drop index "${name}"`);
    await rows(
      database,
      `insert into "pending_indexes" values ('${name}', '${table}', '${definition.replaceAll("'", "''")}')`,
    );
  }
}

describe('pending indexes', () => {
  let database: Database;
  const names = ['travelers_search_text_trgm_index', 'orders_created_at_index'];

  beforeAll(async () => {
    database = await openTestDatabase();
  }, 60_000);

  afterAll(async () => {
    await database?.close();
  });

  it('builds every pending index as it was, and forgets each one built', async () => {
    const before = await Promise.all(names.map((name) => indexDefinition(database, name)));
    await cutShort(database, names);
    expect(await indexDefinition(database, names[0]!)).toBeNull();

    expect(await buildPendingIndexes(database.db)).toBe(2);
    expect(await Promise.all(names.map((name) => indexDefinition(database, name)))).toEqual(before);
    expect(await rows(database, `select * from "pending_indexes"`)).toEqual([]);
    expect(await buildPendingIndexes(database.db)).toBe(0);
  });

  it('is built by the next seed', async () => {
    await seedDemoData(database.db, { counts, seed: 3 });
    expect(await rows(database, `select * from "pending_indexes"`)).toEqual([]);
    await cutShort(database, names);

    const again = await seedDemoData(database.db, { counts, seed: 3 });
    expect(again.seeded).toBe(false);
    for (const name of names) expect(await indexDefinition(database, name)).not.toBeNull();
    expect(await rows(database, `select * from "pending_indexes"`)).toEqual([]);
  });

  it('builds a definition again without failing when its index is there', () => {
    expect(ifNotExists('CREATE INDEX a ON public.t USING btree (x)')).toBe(
      'CREATE INDEX IF NOT EXISTS a ON public.t USING btree (x)',
    );
    expect(ifNotExists('CREATE UNIQUE INDEX b ON public.t USING btree (y)')).toBe(
      'CREATE UNIQUE INDEX IF NOT EXISTS b ON public.t USING btree (y)',
    );
  });
});
