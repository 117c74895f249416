import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../../src/db/index.ts';

/** The real Postgres the suite runs on (scripts/with-postgres.mjs sets it), or null for PGlite. */
export function testPostgresUrl(): string | null {
  const url = process.env.DATABASE_URL;
  return url && /^postgres(ql)?:\/\//.test(url) ? url : null;
}

async function onServer(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or, when
 * DATABASE_URL names a Postgres server, a new database on it that is dropped on close. Test
 * files run in parallel and each empties its tables after every test, so each needs its own.
 */
export async function openTestDatabase(): Promise<Database & { url: string | null }> {
  const server = testPostgresUrl();
  if (!server) {
    const database = await openDatabase({ database: { kind: 'pglite', dataDir: null } });
    return { ...database, url: null };
  }
  const name = `packlight_test_${randomBytes(6).toString('hex')}`;
  await onServer(server, `create database "${name}"`);
  const url = new URL(server);
  url.pathname = `/${name}`;
  const database = await openDatabase({ database: { kind: 'postgres', url: url.toString() } });
  return {
    db: database.db,
    url: url.toString(),
    async close() {
      await database.close();
      await onServer(server, `drop database if exists "${name}" with (force)`);
    },
  };
}
