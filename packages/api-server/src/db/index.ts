import { mkdir } from 'node:fs/promises';
import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { DatabaseConfig } from '../config.ts';
import { migrationsFolder } from '../package-paths.ts';
import * as schema from './schema/index.ts';

/** The query builder the rest of the server uses; the same for PGlite and node-postgres. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  /** Ends the connection (PGlite otherwise keeps Node alive for a while). */
  close(): Promise<void>;
}

/**
 * The embedded database's memory is WebAssembly memory, which never shrinks: every page Postgres
 * touches once stays resident for the life of the process. Postgres' defaults size a server
 * shared by many backends; here one backend serves one process, and the files it reads stay in
 * the operating system's cache anyway. Buffers smaller than the default keep demo mode within its
 * memory budget (`pnpm bench`, Server memory); they still hold the pages a search rereads to
 * recheck its trigram index's candidates, which 16MB did not (bench/marketplace.ts, GET /search).
 */
const embeddedSettings = ['-c', 'shared_buffers=48MB', '-c', 'maintenance_work_mem=16MB'];

/**
 * Opens the configured database and brings its schema up to date.
 * @param options.migrationsFolder the migrations to apply; by default the package's own
 */
export async function openDatabase(
  config: { database: DatabaseConfig },
  options: { migrationsFolder?: string } = {},
): Promise<Database> {
  const { database } = config;
  const folder = options.migrationsFolder ?? migrationsFolder;
  // Each driver loads only when it is the one configured: a production process on PostgreSQL
  // never holds the embedded database's code, and demo mode never holds node-postgres.
  if (database.kind === 'postgres') {
    const [{ default: pg }, { drizzle: drizzleNodePg }, { migrate: migrateNodePg }] =
      await Promise.all([
        import('pg'),
        import('drizzle-orm/node-postgres'),
        import('drizzle-orm/node-postgres/migrator'),
      ]);
    // No JIT compilation: it pays off on long analytical queries, and these are short ones whose
    // plans may hold costly branches they seldom run (GET /search's far walks, D68), whose cost
    // alone made PostgreSQL compile every such statement (bench/scale-postgres.ts).
    const pool = new pg.Pool({ connectionString: database.url, options: '-c jit=off' });
    // An idle connection the server ends (a restart, a failover, an administrator) is dropped
    // from the pool and replaced on the next query; unheard, its error would end the process.
    pool.on('error', (error) =>
      console.warn(`Postgres closed an idle connection: ${error.message}`),
    );
    const db = drizzleNodePg({ client: pool, schema });
    try {
      await migrateNodePg(db, { migrationsFolder: folder });
    } catch (error) {
      await pool.end();
      throw error;
    }
    return { db, close: () => pool.end() };
  }
  const [
    { PGlite },
    { pg_trgm },
    { btree_gin },
    { drizzle: drizzlePglite },
    { migrate: migratePglite },
  ] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
    import('@electric-sql/pglite/contrib/btree_gin'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  if (database.dataDir !== null) await mkdir(database.dataDir, { recursive: true });
  // Migrations 0002 and 0020 create trigram indexes and a GIN index on a plain column; PGlite
  // ships both extensions but loads them only on request.
  const client = new PGlite(database.dataDir ?? 'memory://', {
    extensions: { pg_trgm, btree_gin },
    startParams: [...PGlite.defaultStartParams, ...embeddedSettings],
  });
  const db = drizzlePglite({ client, schema });
  try {
    const applied = await appliedMigrations(client);
    await migratePglite(db, { migrationsFolder: folder });
    // PGlite runs no autovacuum: after an upgrade the planner would have no statistics for new
    // columns and indexes, and old row versions would stay, until someone ran VACUUM ANALYZE
    // (bench/marketplace.ts on an upgraded database). An upgraded database gets one at once; a
    // new one is empty, and the seed ends with its own.
    if (applied > 0 && (await appliedMigrations(client)) > applied) {
      await client.exec('vacuum analyze');
    }
  } catch (error) {
    await client.close();
    throw error;
  }
  return { db, close: () => client.close() };
}

/** How many migrations the embedded database has applied (drizzle's journal; none when new). */
async function appliedMigrations(client: PGlite): Promise<number> {
  const journal = 'drizzle.__drizzle_migrations';
  const { rows } = await client.query<{ found: string | null }>(
    `select to_regclass('${journal}')::text as found`,
  );
  if (!rows[0]?.found) return 0;
  const counted = await client.query<{ n: number }>(`select count(*)::int as n from ${journal}`);
  return counted.rows[0]?.n ?? 0;
}

/** The rows of `db.execute`: node-postgres and PGlite (through drizzle) both answer `rows`. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
