// @ts-check
// A started server's resident memory once idle, after its start and 100 signed-in list calls, as
// the server itself reports it (process_resident_memory_bytes at GET /metrics): demo mode on the
// embedded cluster, with that cluster's processes added (their proportional set size, so the
// buffers they share count once; Linux only), and production on PostgreSQL (run inside
// scripts/with-postgres.mjs, which `pnpm bench` does). A report, not a test.
//
//   node scripts/bench/memory.mjs                                  # demo mode
//   node scripts/with-postgres.mjs -- node scripts/bench/memory.mjs --production
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { printReport } from './report.mjs';
import { startBenchServer } from './server.mjs';

const demo = { email: 'admin@packlight.dev', password: 'packlight-demo' };
const metricsToken = 'bench-metrics-token-0123456789';
const production = process.argv.includes('--production');

/** The server's own figure for its resident memory, in MB. @param {string} url */
async function residentMegabytes(url) {
  const answer = await fetch(`${url}/metrics`, {
    headers: { Authorization: `Bearer ${metricsToken}` },
  });
  const text = await answer.text();
  const bytes = Number(/^process_resident_memory_bytes (\S+)$/m.exec(text)?.[1]);
  return bytes / 1024 / 1024;
}

/**
 * The embedded cluster's processes (the postmaster's process group), in MB of proportional set
 * size; null without one.
 */
function clusterMegabytes() {
  const lock = join(dataDir, 'pg', 'postmaster.pid');
  if (!existsSync(lock)) return null;
  const group = Number(readFileSync(lock, 'utf8').split('\n')[0]);
  let kilobytes = 0;
  for (const entry of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[2]) !== group) continue;
      const rollup = readFileSync(`/proc/${entry}/smaps_rollup`, 'utf8');
      kilobytes += Number(/^Pss:\s+(\d+)/m.exec(rollup)?.[1] ?? 0);
    } catch {
      // gone meanwhile
    }
  }
  return kilobytes / 1024;
}

const dataDir = mkdtempSync(join(tmpdir(), 'packlight-bench-memory-'));
/** @type {Record<string, string>} */
// Demo mode as `pnpm start` runs it: the embedded database on disk in DATA_DIR, not in memory.
let env = { DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'silent' };
if (production) {
  const databaseUrl = process.env.DATABASE_URL ?? '';
  if (!databaseUrl.startsWith('postgres')) throw new Error('--production needs DATABASE_URL');
  // The same data as demo mode, seeded once before the production server starts.
  const seeded = spawnSync(process.execPath, ['packages/api-server/dist/seed.mjs'], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: databaseUrl },
    stdio: 'ignore',
  });
  if (seeded.status !== 0) throw new Error('seeding PostgreSQL failed');
  env = {
    ...env,
    NODE_ENV: 'production',
    DATABASE_URL: databaseUrl,
    APP_KEY: 'bench-memory-app-key-0123',
    APP_URL: 'http://127.0.0.1',
    METRICS_TOKEN: metricsToken,
    REALTIME_APP_ID: 'bench',
    REALTIME_APP_KEY: 'bench-key',
    REALTIME_APP_SECRET: 'bench-secret-0123456789',
  };
}

/**
 * Starts a server on `env`, makes 100 signed-in list calls, answers its idle RSS three times,
 * and the same with its embedded cluster's memory added.
 */
async function idleSamples() {
  const server = await startBenchServer(env);
  /** @type {number[]} */
  const samples = [];
  /** @type {number[]} */
  const together = [];
  try {
    const signIn = await fetch(`${server.url}/api/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(demo),
    });
    const { token } = /** @type {{ data: { token: string } }} */ (await signIn.json()).data;
    for (let call = 0; call < 100; call++) {
      const list = ['travelers', 'partners', 'riders', 'orders'][call % 4];
      await fetch(`${server.url}/api/${list}?page=${(call % 5) + 1}&per_page=10`, {
        headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
      });
    }
    // Idle: read it three times, a second apart, once the calls are done.
    for (let read = 0; read < 3; read++) {
      await sleep(1_000);
      samples.push(await residentMegabytes(server.url));
      const cluster = clusterMegabytes();
      if (cluster !== null) together.push((samples.at(-1) ?? 0) + cluster);
    }
  } finally {
    await server.stop();
  }
  return { samples, together };
}

/** @param {string} name @param {number[]} samples @param {number} [budget] */
const row = (name, samples, budget = production ? 120 : 300) => ({
  area: 'Server memory',
  name,
  value: Math.round(samples.at(-1) ?? 0),
  min: Math.round(Math.min(...samples)),
  max: Math.round(Math.max(...samples)),
  unit: 'MB',
  budget,
});

/** @type {ReturnType<typeof row>[]} */
const rows = [];
try {
  const mode = production ? 'production on PostgreSQL' : 'demo on the embedded cluster';
  const first = await idleSamples();
  rows.push(row(`idle RSS after start and 100 calls, ${mode}`, first.samples));
  // Demo mode's first start also seeds its database (the seed's rows and pictures are built),
  // which the collector frees only in its own time; a restart on that data is the server as it
  // runs from then on.
  if (!production) {
    const again = await idleSamples();
    rows.push(row(`idle RSS after a restart on its data and 100 calls, ${mode}`, again.samples));
    rows.push(row('the same, server and its PostgreSQL together (PSS)', again.together, 250));
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}

printReport(rows);
