import { expect, test } from './test.ts';
import type { APIRequestContext, Page } from '@playwright/test';
import { apiToken, bearer, expectNoAxeViolations, signIn } from './support.ts';

// The real server seeds 2,000 orders, a few dozen of them Pending without a rider. Tests that
// change data each take their own pending order, so they do not depend on one another.

const table = (page: Page) => page.getByRole('table', { name: 'Orders' });
const bodyRows = (page: Page) => table(page).locator('tbody tr');
const settled = (page: Page) => expect(page.locator('[aria-busy="true"]')).toHaveCount(0);

interface OrderRow {
  id: number;
  status: string;
  traveler_name: string;
}

/** Orders the server lists for a query, as the API answers them. */
async function ordersWhere(request: APIRequestContext, query: string): Promise<OrderRow[]> {
  const token = await apiToken(request);
  const answer = await request.get(`/api/orders?${query}`, { headers: bearer(token) });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { data: OrderRow[] }).data;
}

/** The `nth` oldest order still waiting for a rider: each test takes a different one. */
async function waitingOrder(request: APIRequestContext, nth: number): Promise<OrderRow> {
  const rows = await ordersWhere(request, 'assignment=pending&sort=id&page=1&per_page=50');
  const order = rows[nth];
  expect(order, 'the seed has enough pending orders').toBeDefined();
  return order!;
}

async function openOrders(page: Page, search = '') {
  await signIn(page);
  await page.goto(`/orders${search}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  await expect(bodyRows(page).first()).toBeVisible();
  await settled(page);
}

test("the dashboard's Pending Orders widget opens the Pending tab; tabs split and count", async ({
  page,
  request,
}) => {
  const pendingTotal = (await ordersWhere(request, 'assignment=pending')).length;
  await signIn(page);
  await page
    .getByRole('list', { name: 'Platform figures' })
    .getByRole('link', { name: /^Pending Orders/ })
    .click();
  await expect(page).toHaveURL('/orders?tab=pending');
  const pendingTab = page.getByRole('tab', { name: /^Pending/ });
  await expect(pendingTab).toHaveAttribute('aria-selected', 'true');
  await expect(pendingTab).toHaveAccessibleName(`Pending ${pendingTotal}`);
  await settled(page);
  await expect(bodyRows(page)).toHaveCount(Math.min(10, pendingTotal));
  await expect(bodyRows(page).getByRole('link', { name: 'Assign Rider' })).toHaveCount(
    Math.min(10, pendingTotal),
  );
  await expect(bodyRows(page).getByRole('rowheader').first()).toHaveText(/^#ORD-\d+$/);
  // Assigned holds the orders a rider is delivering (D43): few, counted exactly.
  const assignedTotal = (await ordersWhere(request, 'assignment=assigned')).length;
  const assignedTab = page.getByRole('tab', { name: /^Assigned/ });
  await expect(assignedTab).toHaveAccessibleName(`Assigned ${assignedTotal}`);
  // ~2,000 closed orders: past what the server counts, that tab's count is a lower bound.
  const closedTab = page.getByRole('tab', { name: /^Closed/ });
  await expect(closedTab).toHaveAccessibleName(/^Closed \d[\d,]*\+$/);
  await expectNoAxeViolations(page);

  await assignedTab.click();
  await expect(page).toHaveURL('/orders');
  await settled(page);
  await expect(bodyRows(page).getByRole('button', { name: /^Actions for #ORD-\d+$/ })).toHaveCount(
    Math.min(10, assignedTotal),
  );
  await expect(bodyRows(page).getByRole('link', { name: 'Assign Rider' })).toHaveCount(0);

  await closedTab.click();
  await expect(page).toHaveURL('/orders?tab=closed');
  await settled(page);
  await expect(bodyRows(page).getByRole('button', { name: /^Actions for #ORD-\d+$/ })).toHaveCount(
    10,
  );
  // The server counts no further than 200 rows past the page, and the footer says so rather
  // than showing a short total.
  await expect(page.getByText(/^Showing 1 to 10 of more than [\d,]+ entries$/)).toBeVisible();
  // The shown tab's count too, and the same figure on a later page.
  await expect(closedTab).toHaveAccessibleName(/^Closed \d[\d,]*\+$/);
  const shownCount = await closedTab.innerText();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText(/^Showing 11 to 20 of more than [\d,]+ entries$/)).toBeVisible();
  await expect(closedTab).toHaveText(shownCount);
});

test('search finds an order by #ORD- id and the Status button filters', async ({
  page,
  request,
}) => {
  const [delivered] = await ordersWhere(request, 'status=Delivered&page=1&per_page=1');
  // Delivered and cancelled orders are in the Closed tab (D43).
  await openOrders(page, '?tab=closed');

  const search = page.getByRole('searchbox', { name: 'Search orders' });
  await search.fill(`#ORD-${delivered!.id}`);
  await expect(page).toHaveURL(new RegExp(`search=%23ORD-${delivered!.id}`));
  await settled(page);
  await expect(bodyRows(page).first().getByRole('rowheader')).toHaveText(`#ORD-${delivered!.id}`);
  await search.fill('no order is called this');
  await expect(page.getByText('No orders found')).toBeVisible();
  await search.clear();

  await page.getByRole('button', { name: /Filter by status/ }).click();
  await page.getByRole('option', { name: 'Cancelled', exact: true }).click();
  await expect(page).toHaveURL(/status=Cancelled/);
  await settled(page);
  const statuses = await bodyRows(page)
    .locator('td')
    .filter({ hasText: /^Cancelled$/ })
    .count();
  await expect(bodyRows(page)).toHaveCount(statuses);
  expect(statuses).toBeGreaterThan(0);
});

test('order details: information, items with a preview, the money box while Pending', async ({
  page,
  request,
}) => {
  const order = await waitingOrder(request, 0);
  await signIn(page);
  await page.goto(`/orders/ordersdetail/${order.id}`);
  await expect(
    page.getByRole('heading', { level: 1, name: `Order #ORD-${order.id}` }),
  ).toBeVisible();
  await expect(page).toHaveTitle(`Order #ORD-${order.id} · Orders · Packlight`);
  await expect(page.getByLabel('Order amounts')).toContainText('Subtotal');
  await expect(page.getByLabel('Order amounts')).not.toContainText('Discount');
  await expect(page.getByLabel('Order amounts')).not.toContainText('Shipping');
  await expect(page.getByRole('heading', { name: 'Rider' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Customer' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Shipping Address' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Assign Rider' })).toHaveAttribute(
    'href',
    `/orders/assignrider/${order.id}`,
  );
  await expectNoAxeViolations(page);

  const picture = page.getByRole('button', { name: /^Open .+ picture$/ }).first();
  await picture.click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(picture).toBeFocused();
});

test('a delivered order shows its rider, discount, shipping and payments', async ({
  page,
  request,
}) => {
  const [delivered] = await ordersWhere(request, 'status=Delivered&page=1&per_page=1');
  await signIn(page);
  await page.goto(`/orders/ordersdetail/${delivered!.id}`);
  await expect(page.getByRole('heading', { name: 'Rider' })).toBeVisible();
  await expect(page.getByLabel('Order amounts')).toContainText('Discount');
  await expect(page.getByLabel('Order amounts')).toContainText('Shipping');
  await expect(page.getByRole('heading', { name: 'Transactions' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Assign Rider' })).toHaveCount(0);
});

test('assigning a rider end to end: the order moves to Assigned and names its rider', async ({
  page,
  request,
}) => {
  const order = await waitingOrder(request, 1);
  await signIn(page);
  await page.goto(`/orders/assignrider/${order.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Assign Rider' })).toBeVisible();
  // One choice among the active riders (D44), five a page at first (docs/product/part-2.md §9).
  const riders = page.getByRole('radiogroup', { name: 'Rider' });
  await expect(riders.getByRole('radio')).toHaveCount(5);
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Assign', exact: true }).click();
  await expect(riders).toContainText('Please select a rider');

  await page.getByRole('button', { name: /Filter by status/ }).click();
  await page.getByRole('option', { name: 'Online', exact: true }).click();
  await settled(page);
  const chosen = riders.getByRole('radio').first();
  const riderName = (await riders.locator('label').first().innerText()).split('\n')[0]!;
  await chosen.check({ force: true });
  await expect(page.getByText('Please select a rider')).toHaveCount(0);
  await page.getByRole('button', { name: 'Assign', exact: true }).click();

  await expect(page.getByText('Rider assigned successfully')).toBeVisible();
  await expect(page).toHaveURL('/orders');
  await page.goto(`/orders?tab=pending&search=%23ORD-${order.id}&sort=id`);
  await settled(page);
  const exact = bodyRows(page).getByRole('rowheader', { name: `#ORD-${order.id}`, exact: true });
  await expect(exact).toHaveCount(0);
  // Sorted by id, the order itself comes before the longer ids that contain its number.
  await page.getByRole('tab', { name: /^Assigned/ }).click();
  await expect(page).toHaveURL(/sort=id/);
  await settled(page);
  await expect(bodyRows(page).first().getByRole('rowheader')).toHaveText(`#ORD-${order.id}`);

  await page.goto(`/orders/ordersdetail/${order.id}`);
  const riderCard = page.getByRole('region', { name: 'Rider' });
  await expect(riderCard).toContainText(riderName.trim());
  await expect(page.getByRole('link', { name: 'Assign Rider' })).toHaveCount(0);
});

test('assign rider works from the keyboard alone', async ({ page, request }) => {
  const order = await waitingOrder(request, 2);
  await signIn(page);
  await page.goto(`/orders/assignrider/${order.id}`);
  const riders = page.getByRole('radiogroup', { name: 'Rider' });
  await expect(riders.getByRole('radio')).toHaveCount(5);
  // The choices themselves, not their loading placeholder, and the header's deferred code in:
  // it loads once the content is shown, and must not be arriving while focus walks the page.
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Notifications' })).toBeVisible();

  await page.getByRole('searchbox', { name: 'Search riders' }).focus();
  // Tab into the group, then choose with the arrow keys.
  const radioFocused = () =>
    page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.type === 'radio');
  for (let step = 0; step < 10 && !(await radioFocused()); step++) await page.keyboard.press('Tab');
  expect(await radioFocused()).toBe(true);
  await page.keyboard.press('ArrowDown');
  await expect(riders.getByRole('radio', { checked: true })).toHaveCount(1);

  const assign = page.getByRole('button', { name: 'Assign', exact: true });
  for (let step = 0; step < 30; step++) {
    if (await assign.evaluate((element) => element === document.activeElement)) break;
    await page.keyboard.press('Tab');
  }
  await expect(assign).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Rider assigned successfully')).toBeVisible();
  await expect(page).toHaveURL('/orders');
});
