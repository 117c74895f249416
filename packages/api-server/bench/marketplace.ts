/**
 * Marketplace API benchmark (not a test): how fast the travelers list and the header search
 * answer with 100,000 travelers.
 *
 *   pnpm --filter @packlight/api-server exec tsx bench/marketplace.ts [--travelers 100000]
 *     [--runs 50] [--port 0] [--production]
 *
 * Seeds the demo data with that many travelers into a temporary DATA_DIR (PGlite on disk), then
 * runs the real startServer in a child process (bench/realtime-server.ts) on a loopback port,
 * signs in as the demo administrator and times each call from request to the last body byte,
 * after a few warm-up calls. Demo mode (the default, as `pnpm start` runs) also holds every
 * answer against the contract; --production measures without that check.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { openDatabase } from '../src/db/index.ts';
import { demoAdmin, seedDemoData } from '../src/seed/demo.ts';

const { values: args } = parseArgs({
  options: {
    travelers: { type: 'string', default: '100000' },
    runs: { type: 'string', default: '50' },
    port: { type: 'string', default: '0' },
    production: { type: 'boolean', default: false },
  },
});
const travelerCount = Number(args.travelers);
const runs = Number(args.runs);
const warmUps = 3;

interface Case {
  name: string;
  budgetMs: number;
  /** The path of run n (a few searches take turns, as typed text would vary). */
  path: (n: number) => string;
}

const searches = ['olivia', 'smith', 'gmail', '718-555', 'RD-00', 'nomad'];
const cases: Case[] = [
  { name: 'GET /api/travelers (whole list)', budgetMs: 500, path: () => '/travelers' },
  {
    name: 'GET /api/travelers?page=1&per_page=10',
    budgetMs: 20,
    path: () => '/travelers?page=1&per_page=10',
  },
  {
    name: 'GET /api/travelers?search=..&page=1&per_page=10',
    budgetMs: 20,
    path: (n) => `/travelers?search=${searches[n % searches.length]}&page=1&per_page=10`,
  },
  // The admin app's table: one page, re-sorted on each column, searched as the user types.
  {
    name: 'GET /api/travelers?page=1&per_page=10&sort=orders&dir=desc',
    budgetMs: 20,
    path: () => '/travelers?page=1&per_page=10&sort=orders&dir=desc',
  },
  {
    name: 'GET /api/travelers?page=1&per_page=10&sort=name&dir=desc',
    budgetMs: 20,
    path: () => '/travelers?page=1&per_page=10&sort=name&dir=desc',
  },
  {
    name: 'GET /api/travelers?page=1&per_page=10&sort=phone',
    budgetMs: 20,
    path: () => '/travelers?page=1&per_page=10&sort=phone',
  },
  {
    name: 'GET /api/travelers?page=1&per_page=10&sort=status&dir=desc',
    budgetMs: 20,
    path: () => '/travelers?page=1&per_page=10&sort=status&dir=desc',
  },
  {
    name: 'GET /api/travelers?page=1&per_page=10&status=suspended',
    budgetMs: 20,
    path: () => '/travelers?page=1&per_page=10&status=suspended',
  },
  {
    name: 'GET /api/travelers?page=500&per_page=10',
    budgetMs: 20,
    path: () => '/travelers?page=500&per_page=10',
  },
  {
    name: 'GET /api/travelers?search=maria&page=1&per_page=10',
    budgetMs: 20,
    path: () => '/travelers?search=maria&page=1&per_page=10',
  },
  {
    name: 'GET /api/travelers?search=..&sort=orders&dir=desc&page=1',
    budgetMs: 20,
    path: (n) =>
      `/travelers?search=${searches[n % searches.length]}&sort=orders&dir=desc&page=1&per_page=10`,
  },
  // One and two letters match most travelers (93k for 'a', 13k for 'an'), 'zq' almost none:
  // the extremes of a count and of a page that has to look far for its ten rows.
  ...['a', 'an', 'zq'].map((text) => ({
    name: `GET /api/travelers?search=${text}&page=1&per_page=10`,
    budgetMs: 20,
    path: () => `/travelers?search=${text}&page=1&per_page=10`,
  })),
  {
    name: 'GET /api/travelers?search=a&sort=name&page=1',
    budgetMs: 20,
    path: () => '/travelers?search=a&sort=name&page=1&per_page=10',
  },
  {
    name: 'GET /api/travelers?search=an&status=suspended&page=1',
    budgetMs: 20,
    path: () => '/travelers?search=an&status=suspended&page=1&per_page=10',
  },
  ...['a', 'an'].map((text) => ({
    name: `GET /api/search?query=${text}`,
    budgetMs: 30,
    path: () => `/search?query=${text}`,
  })),
  {
    name: 'GET /api/search?query=..',
    budgetMs: 30,
    path: (n) => `/search?query=${encodeURIComponent(searches[n % searches.length] as string)}`,
  },
];

async function seed(dataDir: string): Promise<void> {
  const started = performance.now();
  const database = await openDatabase({
    database: { kind: 'pglite', dataDir: join(dataDir, 'db') },
  });
  try {
    await seedDemoData(database.db, { counts: { travelers: travelerCount } });
  } finally {
    await database.close();
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`Seeded ${travelerCount} travelers in ${seconds} s`);
}

async function startChild(dataDir: string): Promise<{ child: ChildProcess; url: string }> {
  const env = {
    PORT: args.port,
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    APP_DIST: '/nonexistent/dist',
    ...(args.production
      ? {
          NODE_ENV: 'production',
          APP_KEY: 'bench-app-key-not-for-production',
          REALTIME_APP_ID: 'bench',
          REALTIME_APP_KEY: 'bench-key',
          REALTIME_APP_SECRET: 'bench-secret-not-for-production',
        }
      : {}),
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

/** One call, timed to its last byte; the body is read but not parsed (that is the client's cost). */
async function timed(url: string, token: string): Promise<{ ms: number; bytes: number }> {
  const started = performance.now();
  const answer = await fetch(url, {
    headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
  });
  const body = await answer.arrayBuffer();
  const ms = performance.now() - started;
  if (answer.status !== 200) throw new Error(`${url} answered ${answer.status}`);
  return { ms, bytes: body.byteLength };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

async function measure(url: string, token: string) {
  const rows: string[][] = [];
  let within = true;
  for (const benchCase of cases) {
    for (let n = 0; n < warmUps; n++) await timed(`${url}/api${benchCase.path(n)}`, token);
    const times: number[] = [];
    let bytes = 0;
    for (let n = 0; n < runs; n++) {
      const run = await timed(`${url}/api${benchCase.path(n)}`, token);
      times.push(run.ms);
      bytes = Math.max(bytes, run.bytes);
    }
    times.sort((a, b) => a - b);
    const median = percentile(times, 50);
    const p95 = percentile(times, 95);
    const min = times[0] ?? NaN;
    const max = times.at(-1) ?? NaN;
    const ok = p95 <= benchCase.budgetMs;
    within &&= ok;
    rows.push([
      benchCase.name,
      `${min.toFixed(1)} ms`,
      `${median.toFixed(1)} ms`,
      `${p95.toFixed(1)} ms`,
      `${max.toFixed(1)} ms`,
      `${benchCase.budgetMs} ms`,
      bytes > 1e6 ? `${(bytes / 1e6).toFixed(1)} MB` : `${(bytes / 1e3).toFixed(1)} kB`,
      ok ? 'within budget' : 'OVER BUDGET',
    ]);
  }
  return { rows, within };
}

function printTable(rows: string[][]): void {
  const header = ['call', 'min', 'median', 'p95', 'max', 'budget (p95)', 'body', ''];
  const widths = header.map((title, i) => Math.max(title.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => cells.map((cell, i) => cell.padEnd(widths[i]!)).join('  ');
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of rows) console.log(line(row));
}

const dataDir = await mkdtemp(join(tmpdir(), 'packlight-bench-'));
let server: ChildProcess | null = null;
try {
  await seed(dataDir);
  const started = await startChild(dataDir);
  server = started.child;
  const token = await signIn(started.url);
  const mode = args.production ? 'production' : 'demo (answers checked against the contract)';
  console.log(`Server at ${started.url}, ${mode}; ${runs} runs per call after ${warmUps} warm-ups`);
  const { rows, within } = await measure(started.url, token);
  printTable(rows);
  // Its exit code says whether the budgets were met; scripts/bench.mjs never fails on it.
  process.exitCode = within ? 0 : 1;
} finally {
  server?.send({ type: 'stop' });
  if (server) await once(server, 'exit');
  await rm(dataDir, { recursive: true, force: true });
}
