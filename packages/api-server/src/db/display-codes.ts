import { getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './index.ts';

/**
 * Takes the next id of a serial table ahead of the insert, so a row's display code (PRD-00042)
 * can be written with it in one statement.
 */
export async function nextId(db: Db, table: PgTable): Promise<number> {
  const [row] = await db
    .select({ id: sql<number>`nextval(pg_get_serial_sequence(${getTableName(table)}, 'id'))::int` })
    .from(sql`(select 1) as one`);
  if (!row) throw new Error(`No next id for ${getTableName(table)}`);
  return row.id;
}

/** The codes the seed writes too: PRD-00042, RF-00042, TCK-00042. */
export const displayCode = (prefix: string, id: number) =>
  `${prefix}-${String(id).padStart(5, '0')}`;
