// @ts-check
// The orders and products lists at scale, measured in a real Chromium against the real api-server
// seeded with 10k orders: JS loaded by each route and the time from navigation to its first row.
// A report, not a test: these machines are shared and noisy.
//
//   pnpm build && node scripts/bench/orders-products.mjs [--orders 10000] [--data DIR]
//
// The data is seeded once into DIR/<orders> (default: the OS temp folder) and reused after.
import { spawn } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { launchChromium } from './browser.mjs';
import { printReport } from './report.mjs';
import { startBenchServer } from './server.mjs';

const { values } = parseArgs({
  options: {
    orders: { type: 'string', default: '10000' },
    data: { type: 'string', default: join(tmpdir(), 'packlight-bench-orders') },
  },
});
const orders = Number(values.orders);
const demo = { email: 'admin@packlight.dev', password: 'packlight-demo' };
const runs = 5;

/** @typedef {import('playwright').Browser} Browser */
/** @typedef {{ token: string, user: { type?: string } }} Session */

/** Seeds the data folder unless it holds data already (the seed command checks). */
function seed(/** @type {string} */ dataDir) {
  return new Promise((resolve, reject) => {
    const child = spawn(
      'pnpm',
      ['--filter', '@packlight/api-server', 'seed', '--orders', String(orders)],
      { env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' }, stdio: 'inherit' },
    );
    child.once('exit', (code) => (code === 0 ? resolve(undefined) : reject(new Error('seed'))));
  });
}

/** @returns {Promise<Session>} */
async function signIn(/** @type {string} */ url) {
  const answer = await fetch(`${url}/api/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(demo),
  });
  return (await answer.json()).data;
}

/** A fresh context (cold cache) holding a remembered session, noting when a first row shows. */
async function signedInContext(/** @type {Browser} */ browser, /** @type {Session} */ session) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addInitScript(({ token, user }) => {
    localStorage.setItem('auth_token', token);
    localStorage.setItem('auth_user', JSON.stringify(user));
    localStorage.setItem('type', user.type ?? 'admin');
    const probe = /** @type {any} */ (window);
    probe.firstRowAt = null;
    new MutationObserver((_, observer) => {
      // A row header with a name: skeleton rows have row headers too, holding 'Loading...'.
      const header = document.querySelector('table tbody [role="rowheader"], table tbody th');
      if (header?.textContent && !header.textContent.startsWith('Loading')) {
        probe.firstRowAt = performance.now();
        observer.disconnect();
      }
    }).observe(document, { childList: true, subtree: true });
  }, session);
  return context;
}

/** Milliseconds from the start of navigation to the first row of `path` (median of `runs`). */
async function firstRow(
  /** @type {Browser} */ browser,
  /** @type {Session} */ session,
  /** @type {string} */ url,
) {
  const times = [];
  for (let run = 0; run < runs; run++) {
    const context = await signedInContext(browser, session);
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'commit' });
    await page.waitForFunction(() => /** @type {any} */ (window).firstRowAt !== null);
    times.push(await page.evaluate(() => /** @type {any} */ (window).firstRowAt));
    await context.close();
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)];
}

/** Gzip kB of every script `url` loads for a signed-in user, lazy chunks included. */
async function scriptKb(
  /** @type {Browser} */ browser,
  /** @type {Session} */ session,
  /** @type {string} */ url,
) {
  const context = await signedInContext(browser, session);
  const page = await context.newPage();
  /** @type {Promise<number>[]} */
  const sizes = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') {
      sizes.push(response.body().then((body) => gzipSync(body).length));
    }
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  const bytes = (await Promise.all(sizes)).reduce((sum, size) => sum + size, 0);
  await context.close();
  return bytes / 1000;
}

const dataDir = join(values.data, String(orders));
await seed(dataDir);
const server = await startBenchServer({ DATA_DIR: dataDir, DATABASE_URL: '' });
const browser = await launchChromium();
try {
  const session = await signIn(server.url);
  const rows = [];
  for (const path of ['/orders', '/products']) {
    rows.push(
      {
        name: `JS loaded by ${path} (gzip)`,
        value: await scriptKb(browser, session, `${server.url}${path}`),
        unit: 'kB',
        budget: 160,
      },
      {
        name: `${path}: navigation to first row, ${orders.toLocaleString('en-US')} orders (median of ${runs})`,
        value: await firstRow(browser, session, `${server.url}${path}`),
        unit: 'ms',
        budget: 1000,
      },
    );
  }
  printReport(rows);
} finally {
  await browser.close();
  await server.stop();
}
