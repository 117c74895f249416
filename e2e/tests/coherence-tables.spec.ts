import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from './test.ts';
import { apiToken, bearer, signIn } from './support.ts';

// The table rules every list keeps on a 1366x900 laptop screen (D61-D63): no header, no name or
// ID and no button in a row wraps onto a second line; the header row stays in view while the
// page scrolls; every row has the same actions (a "⋮" menu, and at most one primary button
// beside it); and a click on a row's name opens its record.

test.use({ viewport: { width: 1366, height: 900 } });

interface ListTable {
  /** Where the list is, and the table's accessible name. */
  path: string;
  table: string;
  /** A row opens a record page (Settings > Team has none). */
  opens: boolean;
  /** The row menu. */
  menu: boolean;
  /** A tab of the page to open first. */
  tab?: RegExp;
}

/** A top-selling active partner: one with products to list on its profile. */
async function topPartner(request: APIRequestContext): Promise<number> {
  const token = await apiToken(request);
  const answer = await request.get(
    '/api/partners?status=Active&page=1&per_page=1&sort=total_sales&dir=desc',
    { headers: bearer(token) },
  );
  expect(answer.status()).toBe(200);
  const [partner] = ((await answer.json()) as { data: { id: number }[] }).data;
  expect(partner, 'the seed has an active partner').toBeDefined();
  return partner!.id;
}

const lists = (partnerId: number): ListTable[] => [
  { path: '/', table: 'Top 5 Partners by Sales', opens: true, menu: true },
  { path: '/', table: 'Travelers Overview', opens: true, menu: true },
  { path: '/travelers', table: 'Travelers', opens: true, menu: true },
  { path: '/partners', table: 'Partners', opens: true, menu: true },
  { path: '/partners?tab=pending', table: 'Partners', opens: true, menu: true },
  {
    path: `/partners/profile/${partnerId}`,
    tab: /^Products/,
    table: 'Products',
    opens: true,
    menu: true,
  },
  { path: '/riders', table: 'Riders', opens: true, menu: true },
  { path: '/products', table: 'Products', opens: true, menu: true },
  { path: '/orders', table: 'Orders', opens: true, menu: true },
  { path: '/orders?tab=pending', table: 'Orders', opens: true, menu: true },
  { path: '/orders?tab=closed', table: 'Orders', opens: true, menu: true },
  { path: '/refund', table: 'Refunds', opens: true, menu: true },
  { path: '/support', table: 'Support', opens: true, menu: true },
  { path: '/settings', tab: /^Team/, table: 'Administrators', opens: false, menu: true },
];

/**
 * The text that runs onto a second line: every visible text node in the header cells, the row
 * headers, the cells holding a person (avatar and name), and the buttons and links of each row.
 * A text node's lines are the distinct tops of its boxes, counting only those inside its
 * element's box (a clamped or truncated text's hidden lines are not shown, so do not count).
 */
function wrappedTexts(table: Locator) {
  return table.evaluate((element) => {
    const wrapped: string[] = [];
    const check = (root: Element, what: string) => {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent?.trim();
        const parent = node.parentElement;
        if (!text || !parent) continue;
        const box = parent.getBoundingClientRect();
        // Read out but not shown (a visually hidden label): 1 px wide.
        if (box.width <= 1 || box.height <= 1) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        const tops = new Set<number>();
        for (const rect of range.getClientRects()) {
          if (rect.width === 0 || rect.top >= box.bottom - 1) continue;
          tops.add(Math.round(rect.top));
        }
        if (tops.size > 1) wrapped.push(`${what}: "${text}" on ${tops.size} lines`);
      }
    };
    for (const header of element.querySelectorAll('thead th')) check(header, 'header');
    for (const row of element.querySelectorAll('tbody tr')) {
      const rowHeader = row.querySelector('th');
      if (rowHeader) check(rowHeader, 'row header');
      for (const cell of row.querySelectorAll('td')) {
        check(cell, 'cell');
      }
      for (const control of row.querySelectorAll('td button, td a')) check(control, 'button');
    }
    return wrapped;
  });
}

/**
 * On a shorter window, scrolls the page until the table's first row is under the app header;
 * the header row must still be the topmost thing at its place on screen.
 */
async function headerStaysInView(page: Page, table: Locator): Promise<string | null> {
  await page.setViewportSize({ width: 1366, height: 500 });
  const problem = await table.evaluate(async (element) => {
    const head = element.querySelector('thead th:last-child')!;
    const top = element.getBoundingClientRect().top + window.scrollY;
    const rows = element.querySelectorAll('tbody tr');
    // A short table (Team's two or three admins) has no rows to scroll under its header.
    if (rows.length < 4) return null;
    window.scrollTo(0, top + rows[0]!.getBoundingClientRect().height * 2);
    await new Promise(requestAnimationFrame);
    if (window.scrollY <= top) return `the page scrolls only to ${Math.round(window.scrollY)} px`;
    const rect = head.getBoundingClientRect();
    const hit = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
    const shown = rect.top >= 0 && hit !== null && (hit === head || head.contains(hit));
    window.scrollTo(0, 0);
    return shown ? null : `the header row is out of view (${Math.round(rect.top)} px)`;
  });
  await page.setViewportSize({ width: 1366, height: 900 });
  return problem;
}

test('every list keeps one row pattern, unwrapped text and a sticky header at 1366 px', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const partnerId = await topPartner(request);
  await signIn(page);
  const problems: string[] = [];
  for (const list of lists(partnerId)) {
    const where = `${list.path} ${list.table}`;
    await page.goto(list.path);
    if (list.tab) await page.getByRole('tab', { name: list.tab }).click({ timeout: 15_000 });
    const table = page.getByRole('table', { name: list.table, exact: true });
    const rows = table.locator('tbody tr');
    await expect(rows.first().getByRole('rowheader')).toBeVisible({ timeout: 15_000 });
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });

    for (const text of await wrappedTexts(table)) problems.push(`${where}: ${text}`);

    // One pattern: the row menu in the last cell, at most one primary button beside it.
    const count = await rows.count();
    for (let index = 0; index < count; index += 1) {
      const row = rows.nth(index);
      const last = row.locator('td').last();
      const menus = await last.getByRole('button', { name: /^Actions for / }).count();
      const others = await last.locator('a, button').count();
      if (list.menu && menus !== 1) problems.push(`${where}: row ${index + 1} has no row menu`);
      if (others - menus > 1) problems.push(`${where}: row ${index + 1} has ${others} buttons`);
      const stray = await row.locator('td:not(:last-child) button').count();
      if (stray > 0) problems.push(`${where}: row ${index + 1} has a button outside its actions`);
    }

    const sticky = await headerStaysInView(page, table);
    if (sticky) problems.push(`${where}: ${sticky}`);

    if (list.opens) {
      const before = new URL(page.url()).pathname;
      await rows.first().getByRole('rowheader').click();
      await expect
        .poll(() => new URL(page.url()).pathname, {
          message: `${where}: the name opens its record`,
        })
        .not.toBe(before);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }
  }
  expect(problems).toEqual([]);
});

test("the orders' and tickets' row menus open the record; a pending order's button assigns", async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/orders?tab=pending');
  const orders = page.getByRole('table', { name: 'Orders' }).locator('tbody tr');
  const order = orders.first();
  await expect(order.getByRole('rowheader')).toHaveText(/^#ORD-\d+$/, { timeout: 15_000 });
  const label = (await order.getByRole('rowheader').innerText()).trim();
  const id = label.replace('#ORD-', '');
  await expect(order.getByRole('link', { name: `Assign Rider to ${label}` })).toHaveAttribute(
    'href',
    `/orders/assignrider/${id}`,
  );
  await order.getByRole('button', { name: `Actions for ${label}` }).click();
  await page.getByRole('menuitem', { name: 'View' }).click();
  await expect(page).toHaveURL(`/orders/ordersdetail/${id}`);

  await page.goto('/support');
  const ticket = page.getByRole('table', { name: 'Support' }).locator('tbody tr').first();
  await expect(ticket.getByRole('rowheader')).toHaveText(/^TCK-\d+$/, { timeout: 15_000 });
  const code = (await ticket.getByRole('rowheader').innerText()).trim();
  await ticket.getByRole('button', { name: new RegExp(`^Actions for ${code}`) }).click();
  await page.getByRole('menuitem', { name: 'Open chat' }).click();
  await expect(page).toHaveURL(`/support/chatsupport/${Number(code.replace('TCK-', ''))}`);
  await expect(page.getByRole('heading', { level: 1, name: `Ticket ${code}` })).toBeVisible();
});
