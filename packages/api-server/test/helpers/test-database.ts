import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../../src/db/index.ts';
import { onDatabase, onServer, templateName } from './database-server.ts';

/**
 * A new database for one test file (or one server a test starts), copied from the migrated
 * template on the suite's PostgreSQL (database-server.ts); `drop` removes it. Test files run in
 * parallel and each empties its tables after every test, so each needs its own.
 */
export async function createTestDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const server = inject('databaseServer');
  const name = `packlight_test_${randomBytes(6).toString('hex')}`;
  await onServer(server, `create database "${name}" template "${templateName}"`);
  return {
    url: onDatabase(server, name),
    drop: () => onServer(server, `drop database if exists "${name}" with (force)`),
  };
}

/** A new, migrated database for one test file, opened; `close` also drops it. */
export async function openTestDatabase(): Promise<Database & { url: string }> {
  const created = await createTestDatabase();
  const database = await openDatabase({ database: { kind: 'postgres', url: created.url } });
  return {
    db: database.db,
    url: created.url,
    async close() {
      await database.close();
      await created.drop();
    },
  };
}
