import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/index.ts';
import { rowsOf } from '../../src/db/index.ts';
import { withBulkLoad } from '../../src/seed/bulk-load.ts';
import { seedDemoData } from '../../src/seed/demo.ts';
import { generateDemoData } from '../../src/seed/generate.ts';
import { presetListFields } from '../../src/seed/preset-list-fields.ts';
import { openTestDatabase } from '../helpers/test-database.ts';

const now = new Date(Date.UTC(2026, 10, 20, 12, 0, 0));
const counts = {
  travelers: 80,
  partners: 25,
  riders: 20,
  products: 90,
  orders: 400,
  refunds: 40,
  tickets: 50,
};

/** Every field the list triggers keep, per table, in id order. */
const derivedColumns: Record<string, string[]> = {
  travelers: [
    'search_text',
    'search_grams',
    'user_name',
    'user_email',
    'user_phone',
    'orders_count',
  ],
  partners: ['search_text', 'search_grams', 'user_name', 'user_email', 'sales_cents'],
  riders: ['search_text', 'search_grams', 'user_name', 'user_email', 'current_orders_count'],
  products: ['search_text', 'search_grams', 'partner_name'],
  orders: [
    'search_text',
    'search_grams',
    'traveler_name',
    'partner_name',
    'rider_name',
    'items_count',
  ],
  refunds: ['search_text', 'search_grams', 'traveler_name', 'partner_name'],
  support_tickets: ['search_text', 'search_grams', 'sender_name', 'sender_type'],
};

async function rows(database: Database, statement: string) {
  return rowsOf<Record<string, unknown>>(await database.db.execute(sql.raw(statement)));
}

/** What the two loads must agree on: derived fields, counts, indexes and enabled triggers. */
async function snapshot(database: Database) {
  const tables: Record<string, unknown[]> = {};
  for (const [table, columns] of Object.entries(derivedColumns)) {
    const list = columns.map((column) => `"${column}"`).join(', ');
    tables[table] = await rows(database, `select "id", ${list} from "${table}" order by "id"`);
  }
  return {
    tables,
    statusCounts: await rows(
      database,
      `select "status", sum("travelers")::int as n from "traveler_status_counts" group by 1 order by 1`,
    ),
    indexes: await rows(
      database,
      `select tablename, indexname, indexdef from pg_indexes
       where schemaname = current_schema() order by indexname`,
    ),
    triggers: await rows(
      database,
      `select tgname, tgenabled from pg_trigger where not tgisinternal order by tgname`,
    ),
  };
}

describe('the bulk seed', () => {
  let byTriggers: Database;
  let inBulk: Database;

  beforeAll(async () => {
    [byTriggers, inBulk] = await Promise.all([openTestDatabase(), openTestDatabase()]);
    await seedDemoData(byTriggers.db, { counts, now, seed: 11, derive: 'triggers' });
    await seedDemoData(inBulk.db, { counts, now, seed: 11, derive: 'bulk' });
  }, 120_000);

  afterAll(async () => {
    await Promise.all([byTriggers?.close(), inBulk?.close()]);
  });

  it('fills every derived field as the row triggers do', async () => {
    const [expected, actual] = await Promise.all([snapshot(byTriggers), snapshot(inBulk)]);
    expect(actual.tables).toEqual(expected.tables);
    expect(actual.statusCounts).toEqual(expected.statusCounts);
  });

  it("gets rows that come with the triggers' fields, so it writes none of them twice", async () => {
    // The same data the seeds above generated: the administrator is their only earlier user.
    const [admin] = await rows(byTriggers, `select min("id")::int as id from "users"`);
    const adminId = Number(admin?.id);
    const data = generateDemoData({ seed: 11, ...counts, now, firstUserId: adminId + 1, adminId });
    presetListFields(data);
    const { tables } = await snapshot(byTriggers);
    const camel = (column: string) =>
      column.replace(/_(\w)/g, (_, letter: string) => letter.toUpperCase());
    for (const [table, columns] of Object.entries(derivedColumns)) {
      const given = (data[camel(table) as keyof typeof data] as Record<string, unknown>[]).map(
        (row) => {
          const fields: Record<string, unknown> = { id: row.id };
          for (const column of columns.filter((name) => name !== 'search_grams')) {
            fields[column] = row[camel(column)] ?? null;
          }
          return fields;
        },
      );
      const derived = (tables[table] as Record<string, unknown>[]).map(
        ({ search_grams: _grams, ...fields }) =>
          Object.fromEntries(
            Object.entries(fields).map(([key, value]) => [
              key,
              typeof value === 'bigint' || key.endsWith('_cents') ? Number(value) : value,
            ]),
          ),
      );
      expect(given, table).toEqual(derived);
    }
  });

  it('derives non-trivial values (names, counts, sales)', async () => {
    const [order] = await rows(
      inBulk,
      `select count(*)::int as n from "orders" where "traveler_name" is null or "items_count" = 0
         or "search_text" not like '#ord-%'`,
    );
    expect(order?.n).toBe(0);
    const [sales] = await rows(inBulk, `select sum("sales_cents")::bigint as n from "partners"`);
    expect(Number(sales?.n)).toBeGreaterThan(0);
    const [counted] = await rows(inBulk, `select sum("orders_count")::int as n from "travelers"`);
    expect(counted?.n).toBe(counts.orders);
  });

  it('leaves the same indexes and the triggers on', async () => {
    const [expected, actual] = await Promise.all([snapshot(byTriggers), snapshot(inBulk)]);
    expect(actual.indexes).toEqual(expected.indexes);
    expect(actual.triggers).toEqual(expected.triggers);
    expect(actual.triggers.every((trigger) => trigger.tgenabled === 'O')).toBe(true);
    // On PostgreSQL the indexes are built after the load's commit: none is left pending.
    expect(await rows(inBulk, `select "name" from "pending_indexes"`)).toEqual([]);
  });

  it('keeps the triggers working on rows written after it', async () => {
    await inBulk.db.execute(
      sql`update "users" set "name" = 'Zora Quill' where "id" = (
            select "user_id" from "travelers" order by "id" limit 1)`,
    );
    const [traveler] = await rows(
      inBulk,
      `select "search_text" from "travelers" order by "id" limit 1`,
    );
    expect(String(traveler?.search_text).startsWith('zora quill\u001f')).toBe(true);
  });

  it('writes again a traveler whose given fields the database derives otherwise', async () => {
    const database = await openTestDatabase();
    try {
      await database.db.transaction(async (tx) => {
        const run = (statement: string) => tx.execute(sql.raw(statement));
        const query = async <T>(statement: string) => rowsOf<T>(await run(statement));
        await withBulkLoad(run, query, async () => {
          await run(`insert into "users" ("id", "type", "name", "email")
                     values (9001, 'traveler', 'Ana Lima', 'ana@example.com')`);
          await run(`insert into "travelers" ("id", "user_id", "search_text", "orders_count")
                     values (9001, 9001, 'not her text', 3)`);
        });
      });
      const [traveler] = await rows(
        database,
        `select "search_text", "orders_count" from "travelers" where "id" = 9001`,
      );
      expect(traveler).toEqual({
        search_text: 'ana lima\u001fana@example.com\u001f',
        orders_count: 0,
      });
    } finally {
      await database.close();
    }
  });
});
