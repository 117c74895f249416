/**
 * Builds the indexes a bulk seed left in `pending_indexes` (migration 0021), several at a time.
 * A seed's transaction builds its indexes one after another; after the commit, each connection
 * builds one, so the index phase uses every core
 * (bench/scale-postgres.ts, "Seeding the data"). Each index is built in the transaction that
 * deletes its row, so a build cut short is built again by the next seed, never lost.
 */
import { availableParallelism } from 'node:os';
import { eq, sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../db/index.ts';
import { pendingIndexes } from '../db/schema/index.ts';

/** The most indexes built at once: one per core, within what a small server's memory allows. */
const mostAtOnce = Math.min(4, Math.max(1, availableParallelism()));

/** `pg_get_indexdef`'s statement, harmless if the index is there already. */
export function ifNotExists(definition: string): string {
  return definition.replace(/^CREATE (UNIQUE )?INDEX /i, 'CREATE $1INDEX IF NOT EXISTS ');
}

/**
 * Builds every pending index, the largest first (GIN before btree, bigger tables first), on up to
 * `mostAtOnce` connections of `db`'s pool.
 */
export async function buildPendingIndexes(db: Db): Promise<number> {
  const queue = rowsOf<{ name: string; definition: string }>(
    await db.execute(sql`
      select "name", "definition" from ${pendingIndexes}
      order by "definition" ilike '% using gin %' desc,
        pg_total_relation_size(quote_ident("table_name")::regclass) desc, "name"`),
  );
  const count = queue.length;
  const builder = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const { name, definition } = next;
      await db.transaction(async (tx) => {
        // With room in memory each GIN index is built in one sorted pass (copy-postgres.ts).
        await tx.execute(sql`set local maintenance_work_mem = '1GB'`);
        await tx.execute(sql.raw(ifNotExists(definition)));
        await tx.delete(pendingIndexes).where(eq(pendingIndexes.name, name));
      });
    }
  };
  await Promise.all(Array.from({ length: Math.min(mostAtOnce, count) }, builder));
  return count;
}
