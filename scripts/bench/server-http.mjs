// @ts-check
// Per-call cost of list calls over HTTP, as the browser pays it: one keep-alive connection, a
// Bearer token, the whole body read. Measures a running server (e.g. one started on a 1k data dir):
//   node scripts/bench/server-http.mjs --url http://127.0.0.1:4273 [--calls 200] [--browser]
// Prints min / median / p95 / max per case, in milliseconds. With --browser the same calls are
// made by fetch in an idle Chromium page of the server's origin (no rendering in between), which
// tells the server's share of what the browser bench reports apart from the page's.
import { parseArgs } from 'node:util';
import { performance } from 'node:perf_hooks';
import { launchChromium } from './browser.mjs';

const { values } = parseArgs({
  options: {
    url: { type: 'string', default: 'http://127.0.0.1:4273' },
    calls: { type: 'string', default: '200' },
    email: { type: 'string', default: 'admin@packlight.dev' },
    password: { type: 'string', default: 'packlight-demo' },
    browser: { type: 'boolean', default: false },
  },
});
const base = values.url;
const calls = Number(values.calls);

/** @type {[string, string][]} */
const cases = [
  ['travelers page 1', '/api/travelers?page=1&per_page=10'],
  ["search 'm'", '/api/travelers?page=1&per_page=10&search=m'],
  ["search 'maria'", '/api/travelers?page=1&per_page=10&search=maria'],
  ['sort by name', '/api/travelers?page=1&per_page=10&sort=name&dir=asc'],
];

async function signIn() {
  const response = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({ email: values.email, password: values.password }),
  });
  const body = await response.json();
  if (!body?.data?.token) throw new Error(`sign-in failed: ${JSON.stringify(body)}`);
  return body.data.token;
}

/** @param {number[]} sorted @param {number} q */
const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

const token = await signIn();

/**
 * Times `calls` sequential calls of one path on one keep-alive connection, after 20 to warm up.
 * @param {string} path
 * @returns {Promise<number[]>}
 */
async function timeInNode(path) {
  // What a browser sends with every call.
  const headers = {
    Authorization: `Bearer ${token}`,
    Accept: 'application/json',
    'Accept-Encoding': 'gzip, deflate, br',
  };
  const times = [];
  for (let i = 0; i < calls + 20; i += 1) {
    const start = performance.now();
    const response = await fetch(base + path, { headers });
    await response.arrayBuffer();
    if (i >= 20) times.push(performance.now() - start);
    if (response.status !== 200) throw new Error(`${path}: ${response.status}`);
  }
  return times;
}

const browser = values.browser ? await launchChromium() : null;
const page = browser ? await (await browser.newContext()).newPage() : null;
if (page) await page.goto(`${base}/api/user`);

/**
 * The same in Chromium: each call's resource timing, request start to response end, as the
 * browser bench reads it.
 * @param {string} path
 * @returns {Promise<number[]>}
 */
async function timeInBrowser(path) {
  if (!page) throw new Error('no browser');
  return page.evaluate(
    async ({ path, token, calls }) => {
      const times = [];
      for (let i = 0; i < calls + 20; i += 1) {
        performance.clearResourceTimings();
        const response = await fetch(path, {
          headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
        });
        await response.arrayBuffer();
        const [entry] = /** @type {PerformanceResourceTiming[]} */ (
          performance.getEntriesByType('resource')
        );
        if (i >= 20 && entry) times.push(entry.responseEnd - entry.startTime);
      }
      return times;
    },
    { path, token, calls },
  );
}

const rows = [];
for (const [name, path] of cases) {
  const times = await (page ? timeInBrowser(path) : timeInNode(path));
  times.sort((a, b) => a - b);
  const ms = (/** @type {number | undefined} */ n) => Number((n ?? NaN).toFixed(2));
  rows.push({
    case: name,
    min: ms(times[0]),
    median: ms(quantile(times, 0.5)),
    p95: ms(quantile(times, 0.95)),
    max: ms(times[times.length - 1]),
  });
}
await browser?.close();
console.table(rows);
