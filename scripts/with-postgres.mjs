#!/usr/bin/env node
// @ts-check
// Runs a command against a throw-away PostgreSQL cluster: the api-server's own embedded one
// (PostgreSQL from npm, in a temporary folder), with DATABASE_URL and E2E_DATABASE_URL pointing
// at its `packlight` database; the cluster is stopped and its folder deleted whatever the
// command's outcome. Needs the built api-server (`pnpm build`).
//
//   node scripts/with-postgres.mjs -- <command> [args...]
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const entry = fileURLToPath(new URL('../packages/api-server/dist/cluster.mjs', import.meta.url));

/**
 * @param {string} message
 * @returns {never}
 */
function fail(message) {
  console.error(`with-postgres: ${message}`);
  process.exit(2);
}

const separator = process.argv.indexOf('--');
const command = separator === -1 ? [] : process.argv.slice(separator + 1);
if (command.length === 0) fail('usage: node scripts/with-postgres.mjs -- <command> [args...]');
if (!existsSync(entry)) fail('build the api-server first (pnpm build)');

/** @type {{ startCluster(dir: string | null): Promise<{ url(): string, stop(): Promise<void> }> }} */
const { startCluster } = await import(entry);
const cluster = await startCluster(null);
const url = cluster.url();
console.log('with-postgres: a throw-away PostgreSQL is running');
const exitCode = await new Promise((/** @type {(code: number) => void} */ resolve) => {
  const [program = '', ...programArgs] = command;
  const child = spawn(program, programArgs, {
    stdio: 'inherit',
    env: { ...process.env, DATABASE_URL: url, E2E_DATABASE_URL: url },
  });
  // Ctrl+C reaches the child through the terminal; wait for it, then clean up.
  for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
    process.on(signal, () => child.kill(signal));
  }
  child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  child.on('error', (error) => {
    console.error(`with-postgres: ${error.message}`);
    resolve(127);
  });
});
await cluster.stop();
process.exit(exitCode);
