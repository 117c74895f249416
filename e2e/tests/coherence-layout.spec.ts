import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './test.ts';
import { apiToken, bearer, signIn } from './support.ts';

// The layout rules every route keeps: nothing scrolls sideways on a 390 px phone; every page has
// a breadcrumb, no 'Back to ...' link, and its heading above its tabs; the 404 page does not
// scroll at all; fields keep their height beside an error; labels sit above their fields.

const phone = { width: 390, height: 844 };

async function firstId(request: APIRequestContext, list: string): Promise<number> {
  const token = await apiToken(request);
  const answer = await request.get(`/api${list}`, { headers: bearer(token) });
  expect(answer.status()).toBe(200);
  const rows = ((await answer.json()) as { data: { id: number }[] }).data;
  expect(rows.length).toBeGreaterThan(0);
  return rows[0]!.id;
}

/** How far the page scrolls sideways, once what it loads is in. */
async function sidewaysOverflow(page: Page): Promise<number> {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
  await page.waitForLoadState('networkidle');
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
}

test('every signed-in route fits a 390 px phone and has a breadcrumb', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const ids = {
    traveler: await firstId(request, '/travelers?page=1&per_page=1'),
    partner: await firstId(request, '/partners?page=1&per_page=1'),
    rider: await firstId(request, '/riders?page=1&per_page=1'),
    product: await firstId(request, '/products?page=1&per_page=1'),
    order: await firstId(request, '/orders?page=1&per_page=1'),
    pending: await firstId(request, '/orders?assignment=pending&page=1&per_page=1'),
    refund: await firstId(request, '/refunds?page=1&per_page=1'),
    ticket: await firstId(request, '/support-tickets?page=1&per_page=1'),
  };
  const routes = [
    '/',
    '/travelers',
    `/travelers/profile/${ids.traveler}`,
    '/partners',
    '/partners/add-partner',
    `/partners/profile/${ids.partner}`,
    `/partners/update-partner/${ids.partner}`,
    `/documents/${ids.partner}`,
    '/riders',
    '/riders/add-rider',
    `/riders/profile/${ids.rider}`,
    `/riders/update-rider/${ids.rider}`,
    '/products',
    `/products/productsdetail/${ids.product}`,
    '/orders',
    `/orders/ordersdetail/${ids.order}`,
    `/orders/assignrider/${ids.pending}`,
    '/refund',
    `/refund/refundsdetail/${ids.refund}`,
    '/support',
    `/support/chatsupport/${ids.ticket}`,
    '/settings',
    '/notifications',
    '/activity',
    '/no-such-page',
  ];
  await signIn(page);
  const sidebarNames = (
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link')
      .allInnerTexts()
  ).map((text) => text.trim());
  expect(sidebarNames).toContain('Refunds');
  const recordPage = /\/(profile|productsdetail|ordersdetail|refundsdetail|chatsupport)\//;
  await page.setViewportSize(phone);
  const overflowing: string[] = [];
  const unplaced: string[] = [];
  for (const route of routes) {
    await page.goto(route);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 15_000 });
    const extra = await sidewaysOverflow(page);
    if (extra > 0) overflowing.push(`${route}: ${extra} px`);
    // The 404 page is a status screen, not a place in the product: it links to the dashboard.
    if (route === '/no-such-page') continue;
    const main = page.getByRole('main');
    const trail = main.getByRole('navigation', { name: 'Breadcrumb' });
    if ((await trail.count()) !== 1) unplaced.push(`${route}: no breadcrumb`);
    // One name per screen (D67): a page's own step is its heading, a step above it is named as
    // in the sidebar, and a record's trail ends in Details.
    const steps = (await trail.getByRole('listitem').allInnerTexts()).map((text) => text.trim());
    const heading = (await main.getByRole('heading', { level: 1 }).innerText()).trim();
    if (steps.length === 2 && steps[1] !== heading)
      unplaced.push(`${route}: the trail says '${steps[1]}' under the heading '${heading}'`);
    if (steps.length > 2 && !sidebarNames.includes(steps[1]!))
      unplaced.push(`${route}: '${steps[1]}' is not a sidebar name`);
    if (recordPage.test(route) && steps.at(-1) !== 'Details')
      unplaced.push(`${route}: the trail ends in '${steps.at(-1)}'`);
    if ((await main.getByRole('link', { name: /^Back\b/ }).count()) > 0)
      unplaced.push(`${route}: a Back link beside the breadcrumb`);
    const headingFirst = await main.evaluate((element) => {
      const heading = element.querySelector('h1');
      const tabs = element.querySelector('[role="tablist"]');
      return !heading || !tabs || (heading.compareDocumentPosition(tabs) & 4) !== 0;
    });
    if (!headingFirst) unplaced.push(`${route}: tabs above the heading`);
  }
  expect(overflowing).toEqual([]);
  expect(unplaced).toEqual([]);
});

test('the 404 page fits the screen without scrolling', async ({ page }) => {
  await page.setViewportSize(phone);
  await signIn(page);
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const scrolls = await page.evaluate(() => {
    const scroller = document.scrollingElement ?? document.documentElement;
    const main = document.querySelector('main');
    return Math.max(
      scroller.scrollHeight - scroller.clientHeight,
      main ? main.scrollHeight - main.clientHeight : 0,
    );
  });
  expect(scrolls).toBe(0);
});

test('a settings field with an error leaves the fields beside it their height', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page);
  await page.goto('/settings');
  const first = page.getByRole('textbox', { name: /^First Name/ });
  await expect(first).toBeVisible({ timeout: 15_000 });
  const last = page.getByRole('textbox', { name: /^Last Name/ });
  const before = (await last.boundingBox())!.height;
  await first.fill('');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText(/first name field is required/i).first()).toBeVisible();
  expect((await last.boundingBox())!.height).toBe(before);
});

test("the rider form's Assigned Region label sits above its control", async ({ page }) => {
  await signIn(page);
  await page.goto('/riders/add-rider');
  const trigger = page.getByRole('button', { name: /Assigned Region/ });
  await expect(trigger).toBeVisible({ timeout: 15_000 });
  const label = page.getByText('Assigned Region', { exact: true }).first();
  expect((await label.boundingBox())!.y).toBeLessThan((await trigger.boundingBox())!.y);
});

test('every list with tabs has its search above the tabs, in the same card', async ({ page }) => {
  await signIn(page);
  for (const route of ['/partners', '/products', '/orders']) {
    await page.goto(route);
    const search = page.getByRole('main').getByRole('searchbox');
    const tabs = page.getByRole('main').getByRole('tablist');
    await expect(search).toBeVisible({ timeout: 15_000 });
    await expect(tabs).toBeVisible();
    const searchBox = (await search.boundingBox())!;
    const tabsBox = (await tabs.boundingBox())!;
    expect(searchBox.y + searchBox.height, route).toBeLessThanOrEqual(tabsBox.y);
  }
});
