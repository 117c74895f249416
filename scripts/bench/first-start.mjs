// @ts-check
// The first start of `pnpm start` after the build, beside its budget: the api-server on an
// empty data folder, from the command to the line saying where it runs. By then the embedded
// database is created and migrated, the demo data is seeded and the port is open: the product
// is ready to use. Each run gets a new empty folder.
//
//   node scripts/bench/first-start.mjs [--runs 3]
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { printReport, spread } from './report.mjs';
import { freePort } from './server.mjs';

/** The server prints this once it listens with its data ready (packages/api-server/src/main.ts). */
const readyLine = 'Packlight is running at';

/**
 * Starts the server on a new empty data folder and times it to its ready line.
 * @returns {Promise<number>} milliseconds
 */
async function timeFirstStart() {
  const port = await freePort();
  const dataDir = await mkdtemp(join(tmpdir(), 'packlight-first-start-'));
  const started = performance.now();
  const child = spawn('pnpm', ['--filter', '@packlight/api-server', 'start'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  try {
    return await new Promise((resolve, reject) => {
      let output = '';
      const timer = setTimeout(
        () => reject(new Error(`no ready line in 120 s:\n${output}`)),
        120_000,
      );
      const read = (/** @type {Buffer} */ chunk) => {
        output += chunk;
        if (output.includes(readyLine)) {
          clearTimeout(timer);
          resolve(performance.now() - started);
        }
      };
      child.stdout.on('data', read);
      child.stderr.on('data', read);
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`the server exited with ${code} before it was ready:\n${output}`));
      });
    });
  } finally {
    child.removeAllListeners('exit');
    const exited = new Promise((resolve) => child.once('exit', resolve));
    if (child.pid) process.kill(-child.pid, 'SIGTERM');
    await exited;
    // The server's last writes can land just after its exit event: retry a busy folder.
    await rm(dataDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
  }
}

/**
 * The first-start row for the bench table.
 * @param {number} [runs]
 * @returns {Promise<import('./report.mjs').Measurement[]>}
 */
export async function firstStartMeasurements(runs = 3) {
  /** @type {number[]} */
  const seconds = [];
  for (let run = 0; run < runs; run++) seconds.push((await timeFirstStart()) / 1000);
  const { min, median, max } = spread(seconds);
  return [
    {
      name: 'first start of `pnpm start` after the build, demo data seeded',
      value: median,
      min,
      max,
      unit: 's',
      budget: 10,
      size: 'the demo data',
    },
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({ options: { runs: { type: 'string', default: '3' } } });
  printReport(await firstStartMeasurements(Number(values.runs)));
}
