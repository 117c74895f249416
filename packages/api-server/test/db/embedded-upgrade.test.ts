import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, rowsOf, type Database } from '../../src/db/index.ts';
import { migrationsFolder } from '../../src/package-paths.ts';
import { createUser } from '../../src/users/queries.ts';

// The embedded database runs no autovacuum, so an upgrade analyzes it at once (db/index.ts):
// otherwise the planner has no statistics for what the migrations added.

interface Journal {
  entries: { tag: string }[];
}

/** The package's migrations without the newest one: the database of the previous release. */
async function previousRelease(folder: string): Promise<void> {
  await cp(migrationsFolder, folder, { recursive: true });
  const journalFile = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalFile, 'utf8')) as Journal;
  const newest = journal.entries.pop();
  if (!newest) throw new Error('no migrations to hold back');
  await rm(join(folder, `${newest.tag}.sql`));
  await writeFile(journalFile, JSON.stringify(journal));
}

const open = (dataDir: string, folder?: string) =>
  openDatabase(
    { database: { kind: 'pglite', dataDir } },
    folder ? { migrationsFolder: folder } : {},
  );

/** How many columns of users the planner has statistics for. */
async function usersStatistics(database: Database): Promise<number> {
  const found = await database.db.execute<{ n: number }>(
    sql`select count(*)::int as n from pg_statistic where starelid = 'users'::regclass`,
  );
  return rowsOf<{ n: number }>(found)[0]?.n ?? 0;
}

/** Forgets the planner's statistics of users, as a migration that rewrote them would leave them. */
async function forgetStatistics(database: Database): Promise<void> {
  await database.db.execute(sql`delete from pg_statistic where starelid = 'users'::regclass`);
}

describe('upgrading the embedded database', () => {
  let root = '';
  let dataDir = '';

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'packlight-upgrade-'));
    dataDir = join(root, 'db');
    const older = join(root, 'previous-migrations');
    await previousRelease(older);
    const database = await open(dataDir, older);
    await createUser(database.db, {
      type: 'admin',
      firstName: 'Ada',
      lastName: 'Grant',
      email: 'ada@example.com',
      password: 'a-long-enough-password',
    });
    await database.db.execute(sql`analyze users`);
    expect(await usersStatistics(database)).toBeGreaterThan(0);
    await forgetStatistics(database);
    await database.close();
  });

  afterAll(() => rm(root, { recursive: true, force: true }));

  it('analyzes the database once it has applied a new migration', async () => {
    const database = await open(dataDir);
    try {
      expect(await usersStatistics(database)).toBeGreaterThan(0);
      // With nothing left to apply, opening it again leaves the statistics as they are.
      await forgetStatistics(database);
    } finally {
      await database.close();
    }
    const reopened = await open(dataDir);
    try {
      expect(await usersStatistics(reopened)).toBe(0);
    } finally {
      await reopened.close();
    }
  });
});
