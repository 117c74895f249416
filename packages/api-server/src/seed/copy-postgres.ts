/**
 * The demo seed's load on PostgreSQL: one client of the pool, one transaction, and every table's
 * rows streamed in through COPY ... FROM STDIN as CSV (pg-copy-streams). COPY spares the server
 * parsing and planning one INSERT of literals per batch, and takes the rows several times as fast
 * (bench/scale-postgres.ts).
 */
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Pool, PoolClient } from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { PgTable } from 'drizzle-orm/pg-core';
import { columnsOf, copyStatement, csvChunks } from './csv-rows.ts';

/** What a Postgres bulk load may do inside its transaction. */
export interface PostgresLoad {
  run(statement: string): Promise<unknown>;
  query<T>(statement: string): Promise<T[]>;
  /** Streams `rows` of `table` into it, or into `into` (a quoted table shaped like it). */
  copy(table: PgTable, rows: Record<string, unknown>[], into?: string): Promise<void>;
}

/** Streams `rows` of `table` into it (or `into`) through COPY FROM STDIN on `client`. */
async function copyRows(
  client: PoolClient,
  table: PgTable,
  rows: Record<string, unknown>[],
  into?: string,
) {
  if (rows.length === 0) return;
  const columns = columnsOf(table, rows);
  const stream = client.query(copyFrom(copyStatement(table, columns, 'stdin', into)));
  await pipeline(Readable.from(csvChunks(columns, rows)), stream);
}

/** Runs `work` in one transaction on a client of `pool`; rolls back if it throws. */
export async function inPostgresTransaction(
  pool: Pool,
  work: (load: PostgresLoad) => Promise<void>,
): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('begin');
    // The indexes dropped for the load are built again at its end: with room in memory, each
    // GIN index is built in one sorted pass rather than many merged ones. The derived fields'
    // INSERTs join whole lists: with room, their hash joins and sorts stay in memory.
    await client.query(`set local maintenance_work_mem = '1GB'`);
    await client.query(`set local work_mem = '256MB'`);
    await work({
      run: (statement) => client.query(statement),
      query: async <T>(statement: string) => (await client.query(statement)).rows as T[],
      copy: (table, rows, into) => copyRows(client, table, rows, into),
    });
    await client.query('commit');
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}
