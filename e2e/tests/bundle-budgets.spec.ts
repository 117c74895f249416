import { expect, test } from './test.ts';
import {
  firstPaintCost,
  heldContext,
  loginBudget,
  recordIds,
  routePath,
  signedInRoutes,
  waitForContent,
  type RouteCost,
} from '../../scripts/bench/first-paint.mjs';
import { apiToken, bearer, registerPartner } from './support.ts';

// The JS each route loads before its first meaningful paint (gzip, as Chromium fetched it), held
// to the budgets in scripts/bench/first-paint.mjs. "Before its first meaningful paint" is defined
// there too: from opening the address until the page's heading, its first table row or form field
// are visible and nothing in <main> is loading, with idle-time work held back until then. Sizes,
// not timings: the same build always gives the same figures.

const kB = (bytes: number) => Math.round(bytes / 100) / 10;

/** Checks one route's figure, naming the route, the figure, the budget and the largest files. */
function expectWithinBudget(cost: RouteCost, budget: number) {
  const figure = kB(cost.gzipBytes);
  const largest = cost.files
    .slice(0, 5)
    .map((file) => `${file.url} ${kB(file.gzipBytes)} kB`)
    .join(', ');
  expect(
    figure,
    `${cost.path}: ${figure} kB of JS (gzip) before first paint, budget ${budget} kB; ` +
      `largest: ${largest}`,
  ).toBeLessThanOrEqual(budget);
}

test.describe('JS loaded before first paint', () => {
  let token = '';
  let ids: Awaited<ReturnType<typeof recordIds>>;

  test.beforeAll(async ({ request, baseURL }) => {
    token = await apiToken(request);
    ids = await recordIds(String(baseURL), token);
  });

  test('/login', async ({ browser, baseURL }) => {
    const cost = await firstPaintCost(browser, String(baseURL), '/login', { content: 'field' });
    expectWithinBudget(cost, loginBudget);
  });

  for (const route of signedInRoutes) {
    test(route.pattern, async ({ browser, baseURL }) => {
      const path = routePath(route.pattern, ids);
      const cost = await firstPaintCost(browser, String(baseURL), path, {
        content: route.content,
        token,
      });
      expectWithinBudget(cost, route.budget);
    });
  }

  test('realtime waits for the first paint, then connects', async ({ browser, baseURL }) => {
    const context = await heldContext(browser, String(baseURL), token);
    try {
      const page = await context.newPage();
      const sockets: string[] = [];
      page.on('websocket', (socket) => sockets.push(socket.url()));
      await page.goto('/travelers');
      await waitForContent(page, 'row');
      expect(sockets, 'no socket before the first paint').toEqual([]);
      // The header's notifications are after-paint code too: a placeholder holds their place.
      await expect(page.getByRole('button', { name: 'Notifications' })).toHaveCount(0);

      const socket = page.waitForEvent('websocket');
      await page.evaluate(() => (window as unknown as { __releaseIdle(): void }).__releaseIdle());
      expect(new URL((await socket).url()).pathname).toMatch(/^\/app\//);
      await expect(page.getByRole('button', { name: 'Notifications' })).toBeVisible();
    } finally {
      await context.close();
    }
  });

  test('a notification sent before the socket connected shows once it connects', async ({
    browser,
    baseURL,
    request,
  }) => {
    const readAll = await request.post('/api/notifications/read-all', { headers: bearer(token) });
    expect(readAll.status()).toBe(200);
    const context = await heldContext(browser, String(baseURL), token);
    try {
      // The page's socket reaches the server only when the test lets it.
      let letSocketThrough = () => {};
      const socketAllowed = new Promise<void>((resolve) => (letSocketThrough = resolve));
      await context.routeWebSocket(/\/app\//, async (socket) => {
        await socketAllowed;
        socket.connectToServer();
      });
      const page = await context.newPage();
      await page.goto('/travelers');
      await waitForContent(page, 'row');
      await page.evaluate(() => (window as unknown as { __releaseIdle(): void }).__releaseIdle());
      const bell = page.getByRole('button', { name: /^Notifications/ });
      await expect(bell).toHaveAccessibleName('Notifications');

      // Broadcast while the page has no socket: never delivered live.
      await registerPartner(request, 'Before The Socket Outfitters');
      letSocketThrough();
      await expect(bell).toHaveAccessibleName('Notifications, 1 unread');
    } finally {
      await context.close();
    }
  });
});
