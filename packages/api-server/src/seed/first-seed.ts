/**
 * Demo mode's first start on the embedded database: the database is created and seeded by the
 * seed command (src/cli/seed.ts) in a child process, which then exits. PGlite's WebAssembly
 * memory only grows, and creating a database and loading the demo data grow it to several times
 * what serving needs; in the server's own process that memory would stay held for its life
 * (bench "idle RSS after start", docs/deploy.md). An exited process returns all of it, so the
 * server then opens the seeded database at the size a restart has. A worker thread returned
 * only part of it.
 */
import { fork } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';

/**
 * Whether the server's first start should seed in a child: the database is the seed command's
 * (`DATA_DIR/db`) and holds nothing yet (PGlite writes PG_VERSION when it creates one).
 */
export function seedsInChild(dataDir: string, databaseDir: string): boolean {
  return (
    resolve(dataDir, 'db') === resolve(databaseDir) && !existsSync(join(databaseDir, 'PG_VERSION'))
  );
}

/**
 * Runs the seed command on `dataDir` in a child process; resolves once it exited 0. The built
 * server runs dist/seed.mjs beside it; in development seed.mjs here loads the TypeScript.
 */
export function seedInChild(dataDir: string): Promise<void> {
  return new Promise((done, fail) => {
    const child = fork(new URL('./seed.mjs', import.meta.url), [], {
      env: { ...process.env, NODE_ENV: '', DATA_DIR: dataDir, DATABASE_URL: '' },
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    });
    child.once('error', fail);
    child.once('exit', (code, signal) => {
      if (code === 0) done();
      else fail(new Error(`Seeding the demo data failed (${signal ?? `exit ${code}`})`));
    });
  });
}
