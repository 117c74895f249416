// @ts-check
// What the screen benches (travelers, partners, orders and products) share: a seeded data folder,
// a signed-in session, a cold browser context that notes when the screen's content shows, and
// the time to it. Route sizes are not measured here: bundle.mjs has the one definition.
import { spawn } from 'node:child_process';

/** @typedef {import('playwright').Browser} Browser */
/** @typedef {{ token: string, user: { type?: string } }} Session */

/** The demo administrator the server seeds. */
const demo = { email: 'admin@packlight.dev', password: 'packlight-demo' };

/** A list's first real row: skeleton rows have row headers too, holding 'Loading...'. */
export const firstRowSelector = 'table tbody [role="rowheader"], table tbody th';

/**
 * Seeds `dataDir` unless it holds data already (the seed command checks).
 * @param {string} dataDir
 * @param {string[]} sizes the seed command's size flags, e.g. ['--orders', '10000']
 */
export function seedDataDir(dataDir, sizes) {
  return new Promise((resolve, reject) => {
    const child = spawn('pnpm', ['--filter', '@packlight/api-server', 'seed', ...sizes], {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
      stdio: 'inherit',
    });
    child.once('exit', (code) => (code === 0 ? resolve(undefined) : reject(new Error('seed'))));
  });
}

/**
 * The demo administrator's session, as POST /login answers it.
 * @param {string} url the bench server
 * @returns {Promise<Session>}
 */
export async function signIn(url) {
  const answer = await fetch(`${url}/api/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(demo),
  });
  return (await answer.json()).data;
}

/**
 * Brings a new bench server to the speed of one in use (V8 optimises a process's code only after
 * a while) with calls other than the timed ones, so no answer is cached.
 * @param {string} url the bench server
 * @param {Session} session
 * @param {string[]} paths API calls like the screen's own, e.g. '/api/travelers?search=b'
 * @param {number} [rounds]
 */
export async function warmServer(url, session, paths, rounds = 25) {
  const headers = { Authorization: `Bearer ${session.token}`, Accept: 'application/json' };
  for (let round = 0; round < rounds; round++) {
    for (const path of paths) {
      const answer = await fetch(`${url}${path}`, { headers });
      if (!answer.ok) throw new Error(`Warming the server: ${path} answered ${answer.status}`);
      await answer.arrayBuffer();
    }
  }
}

/**
 * A fresh context (cold cache) holding a remembered session the way the app keeps one, whose
 * pages note in `window.shownAt` when `selector` first shows with text other than 'Loading...'.
 * @param {Browser} browser
 * @param {Session} session
 * @param {string} [selector]
 */
export async function signedInContext(browser, session, selector = firstRowSelector) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addInitScript(
    ({ token, user, selector }) => {
      localStorage.setItem('auth_token', token);
      localStorage.setItem('auth_user', JSON.stringify(user));
      localStorage.setItem('type', user.type ?? 'admin');
      const probe = /** @type {any} */ (window);
      probe.shownAt = null;
      new MutationObserver((_, observer) => {
        // A row header with a name (not a skeleton's 'Loading...'), or a form field.
        const shown = document.querySelector(selector);
        const text = shown?.textContent ?? '';
        if (shown && (shown.matches('input') || (text && !text.startsWith('Loading')))) {
          probe.shownAt = performance.now();
          observer.disconnect();
        }
      }).observe(document, { childList: true, subtree: true });
    },
    { ...session, selector },
  );
  return context;
}

/**
 * Milliseconds from the start of navigation to `url` until `selector` shows, one per run, each
 * in a cold context; with `cached`, each run opens `url` once first, so the timed load finds the
 * app's hashed files in the browser's cache, as every load after the first one after a deploy.
 * @param {Browser} browser
 * @param {Session} session
 * @param {string} url
 * @param {{ selector?: string, runs?: number, cached?: boolean }} [options]
 */
export async function timesToShow(browser, session, url, { selector, runs = 5, cached } = {}) {
  const times = [];
  for (let run = 0; run < runs; run++) {
    const context = await signedInContext(browser, session, selector);
    const page = await context.newPage();
    for (const timed of cached ? [false, true] : [true]) {
      await page.goto(url, { waitUntil: 'commit' });
      await page.waitForFunction(() => /** @type {any} */ (window).shownAt !== null);
      if (timed) times.push(await page.evaluate(() => /** @type {any} */ (window).shownAt));
    }
    await context.close();
  }
  return times;
}
