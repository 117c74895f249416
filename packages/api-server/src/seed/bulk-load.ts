/**
 * A bulk load's shortcuts: while the seed's rows go in, the list triggers of migrations 0003
 * and 0008 are off and the tables' plain indexes are dropped, then the fields the triggers keep
 * are checked in one set-based statement per list and the indexes are built again, each once,
 * after its commit.
 * Row by row, the triggers look up each row's people and the indexes (trigram and pieces GIN
 * above all) take each row's entries: 100,000 rows per list took minutes that way, seconds this
 * way. The statements below compute exactly what the triggers would (test/seed/bulk-load.test.ts
 * seeds the same data both ways and compares every derived column).
 */

/** Runs one SQL statement in the seed's transaction. */
export type RunSql = (statement: string) => Promise<unknown>;
/** Answers the rows of one query. */
export type QuerySql = <T>(statement: string) => Promise<T[]>;

/** The tables whose triggers the load turns off and whose fields it then derives. */
const triggerTables = [
  'travelers',
  'partners',
  'riders',
  'products',
  'orders',
  'order_items',
  'refunds',
  'support_tickets',
];

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

/**
 * The fields the triggers keep, in dependency order: party names before the texts and rows
 * that copy them (refunds take their order's names). Each matches its trigger in 0008 (or the
 * count triggers of 0003, 0004 and 0006). The rows come with these fields (`presetListFields`),
 * so each statement writes only a row whose fields the database derives otherwise.
 */
const deriveStatements = [
  `UPDATE "partners" p SET "search_text" = d."search_text", "user_name" = d."name",
       "user_email" = d."email", "sales_cents" = d."sales_cents" FROM (
       SELECT p."id", search_join(u."name", u."email", p."business_name", u."phone") AS "search_text",
         u."name", u."email", coalesce(s."n", 0) AS "sales_cents"
       FROM "partners" p JOIN "users" u ON u."id" = p."user_id"
       LEFT JOIN (
         SELECT "partner_id", sum("total_cents") AS "n" FROM "orders"
         WHERE lower("status") IN ('delivered', 'completed') GROUP BY 1
       ) s ON s."partner_id" = p."id"
     ) d WHERE d."id" = p."id"
       AND (p."search_text", p."user_name", p."user_email", p."sales_cents")
         IS DISTINCT FROM (d."search_text", d."name", d."email", d."sales_cents")`,
  `UPDATE "riders" r SET "search_text" = d."search_text", "user_name" = d."name",
       "user_email" = d."email", "current_orders_count" = d."current_orders_count" FROM (
       SELECT r."id", search_join(u."name", u."email", r."rider_code", u."phone") AS "search_text",
         u."name", u."email", coalesce(c."n", 0) AS "current_orders_count"
       FROM "riders" r JOIN "users" u ON u."id" = r."user_id"
       LEFT JOIN (
         SELECT "rider_id", count(*)::int AS "n" FROM "orders"
         WHERE "rider_id" IS NOT NULL AND "status" NOT IN ('Delivered', 'Completed', 'Cancelled')
         GROUP BY 1
       ) c ON c."rider_id" = r."id"
     ) d WHERE d."id" = r."id"
       AND (r."search_text", r."user_name", r."user_email", r."current_orders_count")
         IS DISTINCT FROM (d."search_text", d."name", d."email", d."current_orders_count")`,
  `UPDATE "products" x SET "partner_name" = d."partner_name", "search_text" = d."search_text" FROM (
       SELECT x."id", u."name" AS "partner_name",
         search_join(x."name", x."product_code", u."name", p."business_name") AS "search_text"
       FROM "products" x JOIN "partners" p ON p."id" = x."partner_id"
       JOIN "users" u ON u."id" = p."user_id"
     ) d WHERE d."id" = x."id"
       AND (x."partner_name", x."search_text") IS DISTINCT FROM (d."partner_name", d."search_text")`,
  `UPDATE "orders" o SET "traveler_name" = d."traveler_name", "partner_name" = d."partner_name",
       "rider_name" = d."rider_name", "items_count" = d."items_count", "search_text" = d."search_text"
     FROM (
       SELECT o."id", tu."name" AS "traveler_name", coalesce(p."business_name", pu."name") AS "partner_name",
         ru."name" AS "rider_name", coalesce(i."n", 0) AS "items_count",
         search_join('#ord-' || o."id" || ' #odr-' || o."id",
           tu."name", coalesce(p."business_name", pu."name"), ru."name") AS "search_text"
       FROM "orders" o
       LEFT JOIN "travelers" t ON t."id" = o."traveler_id" LEFT JOIN "users" tu ON tu."id" = t."user_id"
       LEFT JOIN "partners" p ON p."id" = o."partner_id" LEFT JOIN "users" pu ON pu."id" = p."user_id"
       LEFT JOIN "riders" r ON r."id" = o."rider_id" LEFT JOIN "users" ru ON ru."id" = r."user_id"
       LEFT JOIN (SELECT "order_id", sum("quantity")::int AS "n" FROM "order_items" GROUP BY 1) i
         ON i."order_id" = o."id"
     ) d WHERE d."id" = o."id"
       AND (o."traveler_name", o."partner_name", o."rider_name", o."items_count", o."search_text")
         IS DISTINCT FROM (d."traveler_name", d."partner_name", d."rider_name", d."items_count", d."search_text")`,
  `UPDATE "refunds" f SET "traveler_name" = d."traveler_name", "partner_name" = d."partner_name",
       "search_text" = d."search_text" FROM (
       SELECT f."id", o."traveler_name", o."partner_name",
         search_join(f."refund_code", '#ord-' || f."order_id", o."traveler_name", o."partner_name") AS "search_text"
       FROM "refunds" f JOIN "orders" o ON o."id" = f."order_id"
     ) d WHERE d."id" = f."id"
       AND (f."traveler_name", f."partner_name", f."search_text")
         IS DISTINCT FROM (d."traveler_name", d."partner_name", d."search_text")`,
  `UPDATE "support_tickets" s SET "sender_name" = d."sender_name", "sender_type" = d."sender_type",
       "search_text" = d."search_text" FROM (
       SELECT s."id", u."name" AS "sender_name", u."type" AS "sender_type",
         search_join(s."ticket_code", u."name", u."email", s."subject") AS "search_text"
       FROM "support_tickets" s JOIN "users" u ON u."id" = s."user_id"
     ) d WHERE d."id" = s."id"
       AND (s."sender_name", s."sender_type", s."search_text")
         IS DISTINCT FROM (d."sender_name", d."sender_type", d."search_text")`,
  `UPDATE "travelers" t SET "search_text" = d."search_text", "user_name" = d."name",
       "user_email" = d."email", "user_phone" = d."phone", "orders_count" = d."orders_count" FROM (
       SELECT t."id", u."search_text", u."name", u."email", u."phone",
         coalesce(c."n", 0) AS "orders_count"
       FROM "travelers" t JOIN "users" u ON u."id" = t."user_id"
       LEFT JOIN (SELECT "traveler_id", count(*)::int AS "n" FROM "orders" GROUP BY 1) c
         ON c."traveler_id" = t."id"
     ) d WHERE d."id" = t."id"
       AND (t."search_text", t."user_name", t."user_email", t."user_phone", t."orders_count")
         IS DISTINCT FROM (d."search_text", d."name", d."email", d."phone", d."orders_count")`,
  // The load starts from no travelers, so the counts are the new rows' (shard 0 of each status).
  `INSERT INTO "traveler_status_counts" ("status", "travelers")
     SELECT "status", count(*)::int FROM "travelers" WHERE "deleted_at" IS NULL GROUP BY 1
     ON CONFLICT ("status", "shard") DO UPDATE
       SET "travelers" = "traveler_status_counts"."travelers" + excluded."travelers"`,
];

const quotedList = (names: string[]) => names.map((name) => `'${name}'`).join(', ');

/**
 * Runs `load` (the inserts of an empty marketplace) in the caller's transaction with the list
 * triggers off and the plain indexes gone, then derives the triggers' fields and rebuilds the
 * leaves the indexes in `pending_indexes`, committed with the rows, for `buildPendingIndexes` to
 * build on several connections once the transaction is over. Constraint indexes (keys, unique
 * columns) stay, so the load is still checked.
 */
export async function withBulkLoad(
  run: RunSql,
  query: QuerySql,
  load: () => Promise<void>,
): Promise<void> {
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
  await load();
  for (const statement of deriveStatements) await run(statement);
  for (const table of triggerTables) await run(`ALTER TABLE "${table}" ENABLE TRIGGER USER`);
}
