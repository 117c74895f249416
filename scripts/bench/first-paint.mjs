// @ts-check
// What a route costs before its first meaningful paint: the gzip size of every script Chromium
// fetches from opening the address until the route's content is on screen. One definition,
// shared by the size budgets in e2e/tests/bundle-budgets.spec.ts and by `pnpm bench`.
//
// "Content on screen" means: the page's level-1 heading is visible, nothing in <main> says it is
// still loading, and the route's own first piece is visible: the first data row of a list, the
// first field of a form. Code the app defers until the browser is idle after that paint, or until
// a first interaction (realtime, menus, dialogs), therefore does not count. To keep that
// deterministic on a busy machine, idle callbacks are held back until the content is visible:
// otherwise a slow answer from the server would let idle-time code slip in before the first row.
import { gzipSync } from 'node:zlib';

/** @typedef {'row' | 'field' | 'record'} ContentKind */

/**
 * @typedef {object} RouteCost
 * @property {string} path
 * @property {number} gzipBytes
 * @property {{ url: string, gzipBytes: number }[]} files largest first
 */

/** The sign-in page's budget (kB gzip of JS before first paint). */
export const loginBudget = 133;
/** Budgets (kB gzip) of the signed-in routes: /travelers has its own, every other route shares one. */
export const signedInBudgets = { travelers: 195, other: 228 };

/**
 * Ids of real records for the detail routes, read through the API with an admin token.
 * @param {string} origin e.g. http://127.0.0.1:4173
 * @param {string} token
 */
export async function recordIds(origin, token) {
  /** @param {string} path */
  const firstId = async (path) => {
    const answer = await fetch(`${origin}/api${path}`, {
      headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
    });
    if (!answer.ok) throw new Error(`GET /api${path} answered ${answer.status}`);
    const body = /** @type {{ data: { id: number }[] }} */ (await answer.json());
    const first = body.data[0];
    if (!first) throw new Error(`GET /api${path} listed no record`);
    return first.id;
  };
  const list = '?page=1&per_page=1';
  return {
    traveler: await firstId(`/travelers${list}`),
    partner: await firstId(`/partners${list}`),
    rider: await firstId(`/riders${list}`),
    product: await firstId(`/products${list}`),
    order: await firstId(`/orders${list}`),
    refund: await firstId(`/refunds${list}`),
    ticket: await firstId(`/support-tickets${list}`),
  };
}

/** Which record's id fills the `:id` of a route, by the route's first segment. */
const recordOfSection = /** @type {const} */ ({
  travelers: 'traveler',
  partners: 'partner',
  documents: 'partner',
  riders: 'rider',
  products: 'product',
  orders: 'order',
  refund: 'refund',
  support: 'ticket',
});

/**
 * Every signed-in route of packages/admin-app/src/lib/paths.ts (its pattern there), with what its
 * first paint shows and its budget in kB gzip.
 * @type {{ pattern: string, content: ContentKind, budget: number }[]}
 */
export const signedInRoutes = [
  { pattern: '/', content: 'record' },
  { pattern: '/travelers', content: 'row' },
  { pattern: '/travelers/profile/:id', content: 'record' },
  { pattern: '/partners', content: 'row' },
  { pattern: '/partners/add-partner', content: 'field' },
  { pattern: '/partners/profile/:id', content: 'record' },
  { pattern: '/partners/update-partner/:id', content: 'field' },
  { pattern: '/documents/:id', content: 'record' },
  { pattern: '/riders', content: 'row' },
  { pattern: '/riders/add-rider', content: 'field' },
  { pattern: '/riders/profile/:id', content: 'record' },
  { pattern: '/riders/update-rider/:id', content: 'field' },
  { pattern: '/products', content: 'row' },
  { pattern: '/products/productsdetail/:id', content: 'record' },
  { pattern: '/products/productsdetail', content: 'record' },
  { pattern: '/orders', content: 'row' },
  { pattern: '/orders/ordersdetail/:id', content: 'record' },
  { pattern: '/orders/assignrider/:id', content: 'record' },
  { pattern: '/refund', content: 'row' },
  { pattern: '/refund/refundsdetail/:id', content: 'record' },
  { pattern: '/support', content: 'row' },
  { pattern: '/support/chatsupport/:id', content: 'record' },
  { pattern: '/settings', content: 'field' },
  { pattern: '/notifications', content: 'record' },
].map((route) => ({
  pattern: route.pattern,
  content: /** @type {ContentKind} */ (route.content),
  budget: route.pattern === '/travelers' ? signedInBudgets.travelers : signedInBudgets.other,
}));

/**
 * The address that opens `pattern`, with a real record's id for `:id`.
 * @param {string} pattern
 * @param {Awaited<ReturnType<typeof recordIds>>} ids
 */
export function routePath(pattern, ids) {
  if (!pattern.includes(':id')) return pattern;
  const section = /** @type {keyof typeof recordOfSection} */ (pattern.split('/')[1]);
  const record = recordOfSection[section];
  if (!record) throw new Error(`No record kind for ${pattern}`);
  return pattern.replace(':id', String(ids[record]));
}

/**
 * Installed before any page script: queues idle callbacks until `window.__releaseIdle()` runs.
 * Plain JavaScript, as Playwright's addInitScript takes it.
 */
const holdIdleCallbacks = `(() => {
  const held = [];
  let released = false;
  const original = window.requestIdleCallback.bind(window);
  window.requestIdleCallback = (callback, options) => {
    if (released) return original(callback, options);
    held.push(() => original(callback, options));
    return -held.length;
  };
  window.__releaseIdle = () => {
    released = true;
    held.splice(0).forEach((run) => run());
  };
})();`;

/**
 * Waits until the route's content is painted (see the file comment).
 * @param {import('playwright').Page} page
 * @param {ContentKind} content
 * @param {number} timeout ms
 */
export async function waitForContent(page, content, timeout = 30_000) {
  await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout });
  const main = page.locator('main');
  if (content === 'row') {
    await main
      .getByRole('row')
      // A native table's data cells are 'cell', an interactive grid's 'gridcell'.
      .filter({ has: page.getByRole('cell').or(page.getByRole('gridcell')) })
      .first()
      .waitFor({ timeout });
  } else if (content === 'field') {
    await main.getByRole('textbox').first().waitFor({ timeout });
  }
  // A list's rows or a form's fields can show while a part of the page still loads.
  await page.waitForFunction(
    () => {
      const root = document.querySelector('main');
      if (!root) return false;
      const busy = root.querySelector('[aria-busy="true"]');
      const loading = [...root.querySelectorAll('[role="status"]')].some((node) =>
        /loading/i.test(node.textContent ?? ''),
      );
      return !busy && !loading;
    },
    undefined,
    { timeout },
  );
}

/**
 * A fresh browser context whose pages hold idle callbacks until `window.__releaseIdle()`, signed
 * in with `token` when one is given.
 * @param {import('playwright').Browser} browser
 * @param {string} origin
 * @param {string} [token]
 */
export async function heldContext(browser, origin, token) {
  const context = await browser.newContext({ baseURL: origin });
  await context.addInitScript(holdIdleCallbacks);
  if (token) {
    await context.addInitScript((value) => localStorage.setItem('auth_token', value), token);
  }
  return context;
}

/**
 * Opens `path` in a fresh context and answers the scripts fetched before its content painted.
 * @param {import('playwright').Browser} browser
 * @param {string} origin
 * @param {string} path
 * @param {{ content: ContentKind, token?: string, timeout?: number }} options
 * @returns {Promise<RouteCost>}
 */
export async function firstPaintCost(browser, origin, path, { content, token, timeout = 30_000 }) {
  const context = await heldContext(browser, origin, token);
  try {
    const page = await context.newPage();
    /** @type {import('playwright').Request[]} */
    const requested = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script' || /\.m?js(\?|$)/.test(request.url()))
        requested.push(request);
    });
    await page.goto(path);
    await waitForContent(page, content, timeout);
    // Requests are reported in order, so these are exactly the ones made before the content.
    const beforePaint = [...new Map(requested.map((r) => [r.url(), r])).values()];
    const files = await Promise.all(
      beforePaint.map(async (request) => {
        const response = await request.response();
        if (!response) throw new Error(`${request.url()} was never answered`);
        return {
          url: new URL(request.url()).pathname,
          gzipBytes: gzipSync(await response.body()).length,
        };
      }),
    );
    files.sort((a, b) => b.gzipBytes - a.gzipBytes);
    return { path, gzipBytes: files.reduce((sum, file) => sum + file.gzipBytes, 0), files };
  } finally {
    await context.close();
  }
}

/**
 * Signs in through the API and answers the bearer token.
 * @param {string} origin
 * @param {{ email: string, password: string }} credentials
 */
export async function apiSignIn(origin, credentials) {
  const answer = await fetch(`${origin}/api/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(credentials),
  });
  if (!answer.ok) throw new Error(`POST /api/login answered ${answer.status}`);
  return /** @type {{ data: { token: string } }} */ (await answer.json()).data.token;
}
