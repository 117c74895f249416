#!/usr/bin/env node
// @ts-check
// Runs a command against a throw-away PostgreSQL cluster: initdb into a temporary folder, start it
// on a free port, create the database `packlight`, run the command with DATABASE_URL (and
// E2E_DATABASE_URL, which the e2e suite reads) pointing at it, then stop the cluster and delete
// the folder, whatever the command's outcome.
//
//   node scripts/with-postgres.mjs [--port N] -- <command> [args...]
//
// Needs PostgreSQL's server binaries (Debian: `apt-get install postgresql`), found through
// PG_BIN, /usr/lib/postgresql/<version>/bin, or PATH; without them the command is skipped with a
// warning, unless PACKLIGHT_REQUIRE_POSTGRES is set (CI). initdb refuses to run as root, so as
// root the cluster runs as the `postgres` user.
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';

/**
 * @param {string} message
 * @returns {never}
 */
function fail(message) {
  console.error(`with-postgres: ${message}`);
  process.exit(2);
}

/** @param {string[]} argv */
function parseArguments(argv) {
  const separator = argv.indexOf('--');
  if (separator === -1 || separator === argv.length - 1) {
    fail('usage: node scripts/with-postgres.mjs [--port N] -- <command> [args...]');
  }
  const own = argv.slice(0, separator);
  const portAt = own.indexOf('--port');
  const port = portAt === -1 ? null : Number(own[portAt + 1]);
  if (port !== null && !(Number.isInteger(port) && port > 0 && port < 65536)) {
    fail(`--port must be a port number, not ${own[portAt + 1]}`);
  }
  return { port, command: argv.slice(separator + 1) };
}

/** The folder holding initdb and pg_ctl: PG_BIN, Debian's newest version, or PATH. */
function findBinaries() {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const debian = '/usr/lib/postgresql';
  if (existsSync(debian)) {
    const newest = readdirSync(debian)
      .filter((version) => existsSync(join(debian, version, 'bin', 'initdb')))
      .sort((a, b) => Number(b) - Number(a))[0];
    if (newest) return join(debian, newest, 'bin');
  }
  const found = spawnSync('sh', ['-c', 'command -v initdb'], { encoding: 'utf8' });
  if (found.status === 0) return join(found.stdout.trim(), '..');
  return null;
}

/** @returns {Promise<number>} */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
      server.close(() => resolve(port));
    });
  });
}

const asRoot = userInfo().uid === 0;

/**
 * Runs a server binary, as `postgres` when we are root; throws with its output on failure.
 * @param {string} binaries
 * @param {string} name
 * @param {string[]} args
 */
function runBinary(binaries, name, args) {
  const file = join(binaries, name);
  const quoted = [file, ...args].map((part) => `'${part.replace(/'/g, `'\\''`)}'`).join(' ');
  const result = asRoot
    ? spawnSync('su', ['postgres', '-s', '/bin/sh', '-c', quoted], { encoding: 'utf8' })
    : spawnSync(file, args, { encoding: 'utf8' });
  if (result.status !== 0) {
    throw new Error(`${name} failed:\n${result.stdout ?? ''}${result.stderr ?? ''}`);
  }
}

async function main() {
  const { port: askedPort, command } = parseArguments(process.argv.slice(2));
  const binaries = findBinaries();
  if (!binaries) {
    const advice = 'no PostgreSQL server binaries (apt-get install postgresql, or set PG_BIN)';
    // CI must run the Postgres suites; on a workstation without Postgres they are skipped, loudly.
    if (process.env.PACKLIGHT_REQUIRE_POSTGRES) fail(advice);
    console.warn(`with-postgres: SKIPPED ${command.join(' ')}: ${advice}`);
    process.exit(0);
  }
  const port = askedPort ?? (await freePort());
  const folder = mkdtempSync(join(tmpdir(), 'packlight-pg-'));
  const data = join(folder, 'data');
  if (asRoot) {
    const id = (/** @type {string} */ flag) =>
      Number(spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' }).stdout);
    chownSync(folder, id('-u'), id('-g'));
    chmodSync(folder, 0o700);
  }

  let started = false;
  const cleanUp = () => {
    if (started) {
      try {
        runBinary(binaries, 'pg_ctl', ['-D', data, 'stop', '-m', 'immediate']);
      } catch (error) {
        console.error(`with-postgres: ${error instanceof Error ? error.message : error}`);
      }
    }
    rmSync(folder, { recursive: true, force: true });
  };

  let exitCode = 1;
  try {
    runBinary(binaries, 'initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8']);
    // fsync off: a throw-away cluster never needs to survive a power cut, and tests run faster.
    // It has no replicas either: minimal WAL and rarer checkpoints, as PostgreSQL's advice for
    // populating a database has it, let index builds and bulk loads skip most of their WAL.
    const options =
      `-p ${port} -k ${folder} -h 127.0.0.1 -c fsync=off -c max_connections=200 ` +
      `-c wal_level=minimal -c max_wal_senders=0 -c max_wal_size=4GB`;
    runBinary(binaries, 'pg_ctl', [
      '-D',
      data,
      '-o',
      options,
      '-l',
      join(folder, 'log'),
      '-w',
      'start',
    ]);
    started = true;
    runBinary(binaries, 'createdb', [
      '-h',
      '127.0.0.1',
      '-p',
      String(port),
      '-U',
      'postgres',
      'packlight',
    ]);
    const url = `postgres://postgres@127.0.0.1:${port}/packlight`;
    console.log(`with-postgres: PostgreSQL on ${url}`);
    exitCode = await new Promise((/** @type {(code: number) => void} */ resolve) => {
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
  } catch (error) {
    console.error(`with-postgres: ${error instanceof Error ? error.message : error}`);
  } finally {
    cleanUp();
  }
  process.exit(exitCode);
}

await main();
