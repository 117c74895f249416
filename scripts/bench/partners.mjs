// @ts-check
// The partners list and the add-partner form at scale, measured in a real Chromium against the
// real api-server seeded with 10k partners: JS loaded by each route and the time from navigation
// to its first row (the list) or first field (the form). A report, not a test: these machines are
// shared and noisy.
//
//   pnpm build && node scripts/bench/partners.mjs [--partners 10000] [--data DIR]
//
// The data is seeded once into DIR/<partners> (default: the OS temp folder) and reused after.
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
    partners: { type: 'string', default: '10000' },
    data: { type: 'string', default: join(tmpdir(), 'packlight-bench-partners') },
  },
});
const partners = Number(values.partners);
const demo = { email: 'admin@packlight.dev', password: 'packlight-demo' };
const runs = 5;

/** @typedef {import('playwright').Browser} Browser */
/** @typedef {{ token: string, user: { type?: string } }} Session */

/** What each route shows first: the list's first row, the form's first field. */
const routes = [
  {
    path: '/partners',
    first: 'first row',
    selector: 'table tbody [role="rowheader"], table tbody th',
  },
  { path: '/partners/add-partner', first: 'first field', selector: 'main form input' },
];

/** Seeds the data folder unless it holds data already (the seed command checks). */
function seed(/** @type {string} */ dataDir) {
  return new Promise((resolve, reject) => {
    const child = spawn(
      'pnpm',
      ['--filter', '@packlight/api-server', 'seed', '--partners', String(partners)],
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

/** A fresh context (cold cache) holding a remembered session, noting when `selector` shows. */
async function signedInContext(
  /** @type {Browser} */ browser,
  /** @type {Session} */ session,
  /** @type {string} */ selector,
) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addInitScript(
    ({ token, user, selector }) => {
      localStorage.setItem('auth_token', token);
      localStorage.setItem('auth_user', JSON.stringify(user));
      localStorage.setItem('type', user.type ?? 'admin');
      const probe = /** @type {any} */ (window);
      probe.shownAt = null;
      new MutationObserver((_, observer) => {
        // Skeleton rows have row headers too, holding 'Loading...': a real one has a name.
        const shown = document.querySelector(selector);
        if (shown && !shown.textContent?.startsWith('Loading')) {
          probe.shownAt = performance.now();
          observer.disconnect();
        }
      }).observe(document, { childList: true, subtree: true });
    },
    { ...session, selector },
  );
  return context;
}

/** Milliseconds from the start of navigation until `selector` shows (median of `runs`). */
async function timeToShow(
  /** @type {Browser} */ browser,
  /** @type {Session} */ session,
  /** @type {string} */ url,
  /** @type {string} */ selector,
) {
  const times = [];
  for (let run = 0; run < runs; run++) {
    const context = await signedInContext(browser, session, selector);
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'commit' });
    await page.waitForFunction(() => /** @type {any} */ (window).shownAt !== null);
    times.push(await page.evaluate(() => /** @type {any} */ (window).shownAt));
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
  const context = await signedInContext(browser, session, 'body');
  const page = await context.newPage();
  /** @type {Promise<number>[]} */
  const sizes = [];
  /** @param {import('playwright').Response} response */
  const onResponse = (response) => {
    if (response.request().resourceType() === 'script') {
      sizes.push(response.body().then((body) => gzipSync(body).length));
    }
  };
  page.on('response', onResponse);
  await page.goto(url, { waitUntil: 'networkidle' });
  // Nothing after the network went quiet counts, nor is read once the context is closed.
  page.off('response', onResponse);
  const bytes = (await Promise.all(sizes)).reduce((sum, size) => sum + size, 0);
  await context.close();
  return bytes / 1000;
}

const dataDir = join(values.data, String(partners));
await seed(dataDir);
const server = await startBenchServer({ DATA_DIR: dataDir, DATABASE_URL: '' });
const browser = await launchChromium();
try {
  const session = await signIn(server.url);
  const rows = [];
  for (const { path, first, selector } of routes) {
    rows.push(
      {
        name: `JS loaded by ${path} (gzip)`,
        value: await scriptKb(browser, session, `${server.url}${path}`),
        unit: 'kB',
        budget: 160,
      },
      {
        name: `${path}: navigation to ${first}, ${partners.toLocaleString('en-US')} partners (median of ${runs})`,
        value: await timeToShow(browser, session, `${server.url}${path}`, selector),
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
