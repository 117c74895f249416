/**
 * Scale benchmark on PostgreSQL (not a test): every paged list call, GET /search and the
 * travelers CSV export of 10,000 chosen ids, with a million travelers and a hundred thousand of
 * every other list, on the database DATABASE_URL names (a throw-away cluster).
 *
 *   node scripts/with-postgres.mjs -- pnpm --filter @packlight/api-server exec tsx \
 *     bench/scale-postgres.ts [--travelers 1000000] [--others 100000] [--runs 20]
 *
 * Seeding goes through the demo seed once: its rows stream in through COPY ... FROM STDIN
 * (src/seed/copy-postgres.ts; several times as fast as the batched INSERTs it replaced),
 * with the list triggers off, the plain indexes dropped and each row's derived fields given, then
 * checked by one set-based statement per list (src/seed/bulk-load.ts); after the commit each
 * index is built once, several at a time (src/seed/pending-indexes.ts). The seeded
 * database is kept as a pg_dump custom-format file in the OS temp folder, named after the sizes
 * and the migrations, and later runs restore it with pg_restore. The server runs in production mode in a child process (bench/realtime-server.ts);
 * each reported row is the slowest (by p95) of its variants (bench/list-cases.ts).
 *
 * The last line of output is a JSON array of {name, unit, min, median, p95, max, budget, size}.
 */
import { spawnSync, fork, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { existsSync, readdirSync, readFileSync, renameSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { openDatabase } from '../src/db/index.ts';
import { migrationsFolder } from '../src/package-paths.ts';
import { demoAdmin, seedDemoData } from '../src/seed/demo.ts';
import { listCaseGroups, searchCaseGroups, type CaseGroup } from './list-cases.ts';
import { summary, timed, type Summary } from './timing.ts';

const { values: args } = parseArgs({
  options: {
    travelers: { type: 'string', default: '1000000' },
    others: { type: 'string', default: '100000' },
    runs: { type: 'string', default: '20' },
    only: { type: 'string' },
  },
});
const travelerCount = Number(args.travelers);
const others = Number(args.others);
const runs = Number(args.runs);
const warmUps = 2;
const exportIds = 10_000;
const databaseUrl = process.env.DATABASE_URL ?? '';
if (!databaseUrl.startsWith('postgres')) {
  throw new Error('Run it inside scripts/with-postgres.mjs: it needs DATABASE_URL');
}
const thousands = (n: number) => (n >= 1_000_000 ? `${n / 1_000_000}M` : `${n / 1000}k`);
const sizeLabel = `${thousands(travelerCount)} travelers, ${thousands(others)} of each list`;

/** One figure for the report: `pnpm bench` reads these. */
interface Row {
  name: string;
  unit: 'ms' | 's';
  min: number;
  median: number;
  p95: number;
  max: number;
  budget: number;
  size: string;
}

/** PostgreSQL's client programs: beside the server with-postgres.mjs started, or on PATH. */
function clientProgram(name: string): string {
  const debian = '/usr/lib/postgresql';
  const base = process.env.PG_BIN ?? (existsSync(debian) ? newestVersion(debian) : null);
  return base ? join(base, name) : name;
}

function newestVersion(folder: string): string | null {
  const newest = readdirSync(folder)
    .filter((version) => existsSync(join(folder, version, 'bin', 'pg_dump')))
    .sort((a, b) => Number(b) - Number(a))[0];
  return newest ? join(folder, newest, 'bin') : null;
}

function run(program: string, programArgs: string[], env: NodeJS.ProcessEnv = {}): void {
  const result = spawnSync(clientProgram(program), programArgs, {
    encoding: 'utf8',
    env: { ...process.env, ...env },
  });
  if (result.status !== 0) throw new Error(`${program} failed: ${result.stderr}`);
}

/** The cache's name changes with the sizes and with any migration. */
function dumpFile(): string {
  const hash = createHash('sha256');
  for (const file of readdirSync(migrationsFolder, { recursive: true }).sort()) {
    const path = join(migrationsFolder, String(file));
    if (path.endsWith('.sql') || path.endsWith('.json')) hash.update(readFileSync(path));
  }
  const tag = hash.digest('hex').slice(0, 12);
  return join(tmpdir(), `packlight-bench-scale-${travelerCount}-${others}-${tag}.dump`);
}

/** Restores the kept dump, or seeds and keeps one; answers the seconds it took and how. */
async function seed(): Promise<{ seconds: number; how: string }> {
  const started = performance.now();
  const file = dumpFile();
  const seconds = () => (performance.now() - started) / 1000;
  // A database that already holds the data (a kept cluster given in DATABASE_URL) is used as is.
  const held = spawnSync(
    clientProgram('psql'),
    [databaseUrl, '-At', '-c', `select count(*) from travelers`],
    { encoding: 'utf8' },
  );
  if (held.status === 0 && Number(held.stdout.trim()) === travelerCount) {
    return { seconds: seconds(), how: 'already there' };
  }
  if (existsSync(file)) {
    // Two jobs: the machine's cores; the indexes are rebuilt from the rows as they are restored,
    // each GIN index in one pass with the memory the seed's own builds get (copy-postgres.ts).
    // The statistics come with the vacuum that follows every seed and restore.
    run('pg_restore', ['--no-owner', '--jobs', '2', '--dbname', databaseUrl, file], {
      PGOPTIONS: '-c maintenance_work_mem=1GB',
    });
    return { seconds: seconds(), how: 'restored' };
  }
  const database = await openDatabase({ database: { kind: 'postgres', url: databaseUrl } });
  try {
    // Refunds are drawn from delivered orders, a bit more than four in five of them.
    await seedDemoData(database.db, {
      counts: {
        travelers: travelerCount,
        partners: others,
        riders: others,
        products: others,
        orders: Math.ceil(others * 1.2),
        refunds: others,
        tickets: others,
      },
    });
  } finally {
    await database.close();
  }
  const seeded = seconds();
  run('pg_dump', ['--format', 'custom', '--compress', '1', '--file', `${file}.part`, databaseUrl]);
  renameSync(`${file}.part`, file);
  return { seconds: seeded, how: 'seeded' };
}

async function startServer(): Promise<{ child: ChildProcess; url: string }> {
  const env = {
    PORT: '0',
    HOST: '127.0.0.1',
    DATABASE_URL: databaseUrl,
    APP_DIST: '/nonexistent/dist',
    LOG_LEVEL: 'silent',
    NODE_ENV: 'production',
    APP_KEY: 'bench-app-key-not-for-production',
    APP_URL: 'http://127.0.0.1',
    REALTIME_APP_ID: 'bench',
    REALTIME_APP_KEY: 'bench-key',
    REALTIME_APP_SECRET: 'bench-secret-not-for-production',
  };
  const child = fork(fileURLToPath(new URL('./realtime-server.ts', import.meta.url)), {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, BENCH_SERVER_ENV: JSON.stringify(env) },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const [message] = (await once(child, 'message')) as [{ url: string }];
  return { child, url: message.url };
}

async function signIn(url: string): Promise<string> {
  const answer = await fetch(`${url}/api/login`, {
    method: 'POST',
    headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
    body: JSON.stringify(demoAdmin),
  });
  if (answer.status !== 200) throw new Error(`Sign-in answered ${answer.status}`);
  return ((await answer.json()) as { data: { token: string } }).data.token;
}

/** Each variant timed alone; the group is reported by its slowest one. */
async function measureGroup(url: string, token: string, group: CaseGroup) {
  let worst: { path: string; stats: Summary } | null = null;
  for (const path of group.variants) {
    const first = await timed(`${url}/api${path}`, token);
    for (let n = 1; n < warmUps; n++) await timed(`${url}/api${path}`, token);
    // A call far over budget says so in a few runs; twenty of them would only slow the bench.
    const count = first.ms > 10 * group.budgetMs ? Math.min(3, runs) : runs;
    const times: number[] = [];
    for (let n = 0; n < count; n++) times.push((await timed(`${url}/api${path}`, token)).ms);
    const stats = summary(times);
    if (!worst || stats.p95 > worst.stats.p95) worst = { path, stats };
  }
  return worst!;
}

/** POST /travelers/export of `exportIds` ids spread over the whole table, timed to the last byte. */
async function measureExport(url: string, token: string): Promise<Summary> {
  // Ids spread over the whole table, as a selection across many pages would be.
  const step = Math.max(1, Math.floor(travelerCount / exportIds));
  const listed = spawnSync(
    clientProgram('psql'),
    [
      databaseUrl,
      '-At',
      '-c',
      `select id from travelers where deleted_at is null and id % ${step} = 0 order by id limit ${exportIds}`,
    ],
    { encoding: 'utf8' },
  );
  const ids = listed.stdout.trim().split('\n').map(Number);
  const count = ids.length;
  const times: number[] = [];
  for (let n = 0; n < Math.min(runs, 5) + 1; n++) {
    const started = performance.now();
    const answer = await fetch(`${url}/api/travelers/export`, {
      method: 'POST',
      headers: {
        Accept: 'text/csv',
        'Content-Type': 'application/json',
        Authorization: `Bearer ${token}`,
      },
      body: JSON.stringify({ ids }),
    });
    const body = await answer.text();
    const ms = performance.now() - started;
    if (answer.status !== 200) throw new Error(`The export answered ${answer.status}`);
    const lines = body.trimEnd().split('\r\n').length;
    if (lines !== count + 1) throw new Error(`The export held ${lines - 1} rows`);
    if (n > 0) times.push(ms);
  }
  return summary(times);
}

const fixed = (n: number) => Number(n.toFixed(1));

let server: ChildProcess | null = null;
try {
  const seeding = await seed();
  console.error(`Database ${seeding.how} in ${seeding.seconds.toFixed(1)} s (${sizeLabel})`);
  // The lists are measured as a production database stands once autovacuum has caught up: with
  // their visibility maps set (index-only scans read no rows) and no vacuum of a freshly loaded
  // table running beside the calls. Not part of the seed's time.
  const vacuumStarted = performance.now();
  run('psql', [databaseUrl, '-q', '-c', 'vacuum (analyze)']);
  console.error(`Vacuumed in ${((performance.now() - vacuumStarted) / 1000).toFixed(1)} s`);
  const rows: Row[] = [];
  // The budget is on the first seeding; a restore from the kept dump is reported as such.
  const seedSeconds = fixed(seeding.seconds);
  rows.push({
    name: `Seeding the data (${seeding.how})`,
    unit: 's',
    min: seedSeconds,
    median: seedSeconds,
    p95: seedSeconds,
    max: seedSeconds,
    budget: 300,
    size: sizeLabel,
  });
  const started = await startServer();
  server = started.child;
  const token = await signIn(started.url);
  const groups = [...listCaseGroups(), ...searchCaseGroups()]
    .filter((group) => !args.only || group.name.includes(args.only))
    .map((group) => ({ ...group, budgetMs: group.name.includes('/search') ? 30 : 25 }));
  for (const group of groups) {
    const { path, stats } = await measureGroup(started.url, token, group);
    const row: Row = {
      name: `${group.name} (p95)`,
      unit: 'ms',
      min: fixed(stats.min),
      median: fixed(stats.median),
      p95: fixed(stats.p95),
      max: fixed(stats.max),
      budget: group.budgetMs,
      size: sizeLabel,
    };
    rows.push(row);
    console.error(`${row.name}: p95 ${row.p95} ms (${path})`);
  }
  const exported = await measureExport(started.url, token);
  rows.push({
    name: `POST /api/travelers/export of ${exportIds} ids`,
    unit: 'ms',
    min: fixed(exported.min),
    median: fixed(exported.median),
    p95: fixed(exported.p95),
    max: fixed(exported.max),
    budget: 2000,
    size: sizeLabel,
  });
  console.error(`export: p95 ${fixed(exported.p95)} ms`);
  process.exitCode = rows.every((row) => row.p95 <= row.budget) ? 0 : 1;
  console.log(JSON.stringify(rows));
} finally {
  server?.send({ type: 'stop' });
  if (server) await once(server, 'exit');
}
