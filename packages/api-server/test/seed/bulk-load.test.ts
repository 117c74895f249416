import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/index.ts';
import { rowsOf } from '../../src/db/index.ts';
import { seedDemoData } from '../../src/seed/demo.ts';
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

/** What the two loads must agree on: derived fields, counts, tables, indexes and triggers. */
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
    // Staged too (for the orders' item counts), with the same ids.
    items: await rows(
      database,
      `select "id", "order_id", "product_id", "quantity" from "order_items" order by "id"`,
    ),
    // No staging table stays behind.
    relations: await rows(
      database,
      `select tablename from pg_tables where schemaname = current_schema() order by tablename`,
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
    expect(actual.items).toEqual(expected.items);
  });

  it('writes each list row once: inserted, never updated', async () => {
    const names = Object.keys(derivedColumns);
    const counted = await rows(
      inBulk,
      names
        .map((name) => `select '${name}' as relname, count(*)::int as n from "${name}"`)
        .join(' union all '),
    );
    const rowCounts = Object.fromEntries(counted.map((row) => [row.relname, row.n]));
    // A connection's table statistics reach the others once it is idle, within seconds.
    const statistics = async () =>
      rows(
        inBulk,
        `select relname, n_tup_ins::int as inserted, n_tup_upd::int as updated
         from pg_stat_user_tables where relname in (${names.map((name) => `'${name}'`).join(', ')})`,
      );
    const deadline = Date.now() + 30_000;
    let seen = await statistics();
    while (
      !seen.every((table) => table.inserted === rowCounts[String(table.relname)]) &&
      Date.now() < deadline
    ) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      seen = await statistics();
    }
    expect(seen).toHaveLength(names.length);
    for (const table of seen) {
      expect(table.inserted, String(table.relname)).toBe(rowCounts[String(table.relname)]);
      expect(table.updated, String(table.relname)).toBe(0);
    }
  }, 40_000);

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

  it('leaves the same tables and indexes, and the triggers on', async () => {
    const [expected, actual] = await Promise.all([snapshot(byTriggers), snapshot(inBulk)]);
    expect(actual.relations).toEqual(expected.relations);
    expect(actual.indexes).toEqual(expected.indexes);
    expect(actual.triggers).toEqual(expected.triggers);
    expect(actual.triggers.every((trigger) => trigger.tgenabled === 'O')).toBe(true);
    // On PostgreSQL the indexes are built after the load's commit: none is left pending.
    expect(await rows(inBulk, `select "name" from "pending_indexes"`)).toEqual([]);
  });

  it('writes the rows in id order, as COPY did', async () => {
    // The lists read their pages in id order. An INSERT may put a small row on an earlier page
    // with room left, so the order is nearly, not strictly, that of the ids (the seed's ANALYZE).
    const tables = [...Object.keys(derivedColumns), 'order_items'];
    const correlations = await rows(
      inBulk,
      `select tablename, correlation from pg_stats where schemaname = current_schema()
         and attname = 'id' and tablename in (${tables.map((name) => `'${name}'`).join(', ')})`,
    );
    expect(correlations).toHaveLength(tables.length);
    for (const { tablename, correlation } of correlations) {
      expect(Number(correlation), String(tablename)).toBeGreaterThan(0.99);
    }
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
});
