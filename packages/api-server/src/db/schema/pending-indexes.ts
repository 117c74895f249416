import { pgTable, text } from 'drizzle-orm/pg-core';

/**
 * Indexes a bulk seed dropped and has still to build again (src/seed/pending-indexes.ts). The seed
 * commits its rows with these rows, then builds each index in the transaction that deletes its row:
 * a seed cut short leaves its rows here, and the next seed builds them first.
 */
export const pendingIndexes = pgTable('pending_indexes', {
  name: text('name').primaryKey(),
  tableName: text('table_name').notNull(),
  /** `pg_get_indexdef`'s CREATE INDEX statement. */
  definition: text('definition').notNull(),
});
