/**
 * A bulk load's shortcuts: while the seed's rows go in, the list triggers of migrations 0003
 * and 0008 are off and the tables' plain indexes are dropped; the fields the triggers keep are
 * computed in one set-based INSERT per list from staged rows (list-fields.ts), and the indexes are
 * built again, each once, after its commit (pending-indexes.ts).
 * Row by row, the triggers look up each row's people and the indexes (trigram and pieces GIN
 * above all) take each row's entries: 100,000 rows per list took minutes that way, seconds this
 * way. COPY into the table and an UPDATE after it wrote every row twice, each time with its
 * search pieces (bench/scale-postgres.ts, "Seeding the data" in docs/deploy.md).
 */
import { getTableName } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { PostgresLoad } from './copy-postgres.ts';
import { insertStaged, stagedTables, stagingOf } from './list-fields.ts';

/** The tables whose triggers the load turns off: the staged ones, whose fields it derives. */
const triggerTables = Object.keys(stagedTables);

/**
 * The tables whose plain indexes are rebuilt after the load: every table it fills. Keys and unique
 * columns stay, so the load is still checked.
 */
const indexedTables = [
  'users',
  ...triggerTables,
  'traveler_addresses',
  'partner_documents',
  'rider_regions',
  'rider_documents',
  'product_images',
  'transactions',
  'refund_images',
  'support_messages',
];

// The load starts from no travelers, so the counts are the new rows' (shard 0 of each status).
const statusCounts = `INSERT INTO "traveler_status_counts" ("status", "travelers")
  SELECT "status", count(*)::int FROM "travelers" WHERE "deleted_at" IS NULL GROUP BY 1
  ON CONFLICT ("status", "shard") DO UPDATE
    SET "travelers" = "traveler_status_counts"."travelers" + excluded."travelers"`;

/** A table's own columns, in order: the ones an INSERT may give (no generated ones). */
const ownColumns = (table: string) => `SELECT "attname" AS "name" FROM pg_attribute
  WHERE "attrelid" = '"${table}"'::regclass AND "attnum" > 0 AND NOT "attisdropped"
    AND "attgenerated" = '' ORDER BY "attnum"`;

const quotedList = (names: string[]) => names.map((name) => `'${name}'`).join(', ');

/**
 * Loads `tables` (an empty marketplace's rows, every table before the ones that point at it) in
 * the caller's transaction, with the list triggers off and the plain indexes gone. A table whose
 * rows take derived fields (list-fields.ts) goes through COPY into an UNLOGGED staging table
 * first, every staged table before any insert (a traveler's orders count comes from orders
 * loaded after it), then in with its fields in one INSERT ... SELECT: each row is written once.
 * Leaves the dropped indexes in `pending_indexes`, committed with the rows, for
 * `buildPendingIndexes` to build on several connections once the transaction is over.
 * Constraint indexes (keys, unique columns) stay, so the load is still checked.
 */
export async function bulkLoad(
  load: PostgresLoad,
  tables: [PgTable, Record<string, unknown>[]][],
): Promise<void> {
  const { run, query, copy } = load;
  // The plain indexes of the filled tables, as `pending_indexes` holds them.
  const plainIndexes = `SELECT ic."relname" AS "name", tc."relname" AS "table_name",
       pg_get_indexdef(x."indexrelid") AS "definition"
     FROM pg_index x
     JOIN pg_class ic ON ic."oid" = x."indexrelid"
     JOIN pg_class tc ON tc."oid" = x."indrelid"
     JOIN pg_namespace n ON n."oid" = tc."relnamespace"
     WHERE n."nspname" = current_schema() AND tc."relname" IN (${quotedList(indexedTables)})
       AND NOT x."indisunique" AND NOT x."indisprimary"
       AND NOT EXISTS (SELECT 1 FROM pg_constraint k WHERE k."conindid" = x."indexrelid")`;
  await run(`INSERT INTO "pending_indexes" ("name", "table_name", "definition") ${plainIndexes}`);
  const indexes = await query<{ name: string; definition: string }>(plainIndexes);
  for (const index of indexes) await run(`DROP INDEX "${index.name}"`);
  for (const table of triggerTables) await run(`ALTER TABLE "${table}" DISABLE TRIGGER USER`);

  const named = tables.map(([table, rows]) => [getTableName(table), table, rows] as const);
  const staged = named.filter(([name]) => name in stagedTables);
  for (const [name, table, rows] of staged) {
    // Defaults too: a column the rows do not give gets its value here, once (a serial id).
    await run(`CREATE UNLOGGED TABLE ${stagingOf(name)} (LIKE "${name}" INCLUDING DEFAULTS)`);
    await copy(table, rows, stagingOf(name));
    // Statistics for the joins' plans: the counts' groups, the sizes of each side.
    await run(`ANALYZE ${stagingOf(name)}`);
  }
  for (const [name, table, rows] of named) {
    if (!(name in stagedTables)) {
      await copy(table, rows);
      continue;
    }
    const columns = await query<{ name: string }>(ownColumns(name));
    await run(
      insertStaged(
        name,
        columns.map((column) => column.name),
      ),
    );
  }
  await run(statusCounts);
  for (const [name] of staged) await run(`DROP TABLE ${stagingOf(name)}`);
  for (const table of triggerTables) await run(`ALTER TABLE "${table}" ENABLE TRIGGER USER`);
}
