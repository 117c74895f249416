import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { DatabaseConfig } from '../config.ts';
import { migrationsFolder } from '../package-paths.ts';
import { startCluster } from './embedded/cluster.ts';
import * as schema from './schema/index.ts';

/** The query builder the rest of the server uses. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  /** Ends the connections, and stops the embedded cluster when it started one. */
  close(): Promise<void>;
}

/**
 * Opens the configured database and brings its schema up to date: the embedded cluster (started
 * here, stopped by `close`) or the PostgreSQL server at DATABASE_URL.
 * @param options.migrationsFolder the migrations to apply; by default the package's own
 */
export async function openDatabase(
  config: { database: DatabaseConfig },
  options: { migrationsFolder?: string } = {},
): Promise<Database> {
  const { database } = config;
  const cluster = database.kind === 'embedded' ? await startCluster(database.dir) : null;
  const url = cluster ? cluster.url() : (database as { url: string }).url;
  // No JIT compilation: it pays off on long analytical queries, and these are short ones whose
  // plans may hold costly branches they seldom run (GET /search's far walks, D68), whose cost
  // alone made PostgreSQL compile every such statement (bench/scale-postgres.ts).
  const pool = new pg.Pool({ connectionString: url, options: '-c jit=off' });
  // An idle connection the server ends (a restart, a failover, an administrator) is dropped
  // from the pool and replaced on the next query; unheard, its error would end the process.
  pool.on('error', (error) => console.warn(`Postgres closed an idle connection: ${error.message}`));
  const close = async () => {
    await pool.end();
    await cluster?.stop();
  };
  const db = drizzle({ client: pool, schema });
  try {
    await migrate(db, { migrationsFolder: options.migrationsFolder ?? migrationsFolder });
  } catch (error) {
    await close();
    throw error;
  }
  return { db, close };
}

/** The rows of `db.execute` (node-postgres's result, through drizzle). */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
