import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './test.ts';
import { apiToken, bearer, signIn } from './support.ts';

// Assigning a rider, the orders tabs and the figures screens share (D43, D44, D45). Each test that
// changes data takes its own pending order or rider.

const settled = (page: Page) => expect(page.locator('[aria-busy="true"]')).toHaveCount(0);

async function api<T>(request: APIRequestContext, path: string): Promise<T> {
  const token = await apiToken(request);
  const answer = await request.get(`/api${path}`, { headers: bearer(token) });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { data: T }).data;
}

interface Row {
  id: number;
  status: string;
  name?: string;
  rider_name?: string | null;
  total_sales?: number;
  business_name?: string;
}

async function pendingOrder(request: APIRequestContext, nth: number): Promise<Row> {
  const rows = await api<Row[]>(request, '/orders?assignment=pending&sort=id&dir=desc&page=1');
  expect(rows[nth], 'the seed has enough pending orders').toBeDefined();
  return rows[nth]!;
}

test('assign rider offers active riders only, as one choice, and the server refuses a suspended one', async ({
  page,
  request,
}) => {
  const order = await pendingOrder(request, 0);
  const suspended = await api<Row[]>(request, '/riders?status=Suspended&page=1&per_page=50');
  expect(suspended.length, 'the seed has suspended riders').toBeGreaterThan(0);

  await signIn(page);
  await page.goto(`/orders/assignrider/${order.id}`);
  const choice = page.getByRole('radiogroup', { name: 'Rider' });
  await expect(choice.getByRole('radio').first()).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('checkbox')).toHaveCount(0);
  // Five a page, none of them suspended.
  await expect(choice.getByRole('radio')).toHaveCount(5);
  for (const rider of suspended.slice(0, 5)) {
    await page.getByRole('searchbox', { name: 'Search riders' }).fill(rider.name ?? '');
    await settled(page);
    await expect(page.getByRole('radio', { name: rider.name ?? '', exact: true })).toHaveCount(0);
  }

  // The server says why, in a 422 a person can read.
  const token = await apiToken(request);
  const refused = await request.post('/api/orders/assign-rider', {
    headers: bearer(token),
    data: { order_id: order.id, rider_id: suspended[0]!.id },
  });
  expect(refused.status()).toBe(422);
  expect(await refused.json()).toMatchObject({
    errors: { rider_id: ['This rider is suspended and cannot take orders.'] },
  });
});

test('assigning names the order Processing in the list, on its page and off the Pending tab', async ({
  page,
  request,
}) => {
  const order = await pendingOrder(request, 1);
  await signIn(page);
  await page.goto(`/orders/assignrider/${order.id}`);
  const choice = page.getByRole('radiogroup', { name: 'Rider' });
  await page.getByRole('button', { name: 'Assign', exact: true }).click();
  await expect(choice).toContainText('Please select a rider');
  const first = choice.getByRole('radio').first();
  await expect(first).toBeVisible({ timeout: 15_000 });
  await first.check({ force: true });
  await page.getByRole('button', { name: 'Assign', exact: true }).click();
  await expect(page.getByText('Rider assigned successfully')).toBeVisible();

  const shown = await api<Row>(request, `/orders/${order.id}`);
  expect(shown.status).toBe('Processing');
  await page.goto(`/orders?search=%23ORD-${order.id}&sort=id`);
  await settled(page);
  const row = page.getByRole('row', { name: new RegExp(`#ORD-${order.id}\\b`) }).first();
  await expect(row).toContainText('Processing');
  await page.goto(`/orders/ordersdetail/${order.id}`);
  await expect(page.getByText('Processing').first()).toBeVisible();
  await expect(page.getByText('Pending', { exact: true })).toHaveCount(0);
});

test('closed orders sit in Closed, never in Assigned without a rider; the dashboard counts Pending as the tab does', async ({
  page,
  request,
}) => {
  const assigned = await api<Row[]>(request, '/orders?assignment=assigned&page=1&per_page=100');
  for (const row of assigned) {
    expect(['Delivered', 'Completed', 'Cancelled', 'Pending']).not.toContain(row.status);
    expect(row.rider_name, `#ORD-${row.id} is assigned`).toBeTruthy();
  }
  const closed = await api<Row[]>(request, '/orders?assignment=closed&page=1&per_page=100');
  expect(closed.length).toBeGreaterThan(0);
  for (const row of closed) expect(['Delivered', 'Completed', 'Cancelled']).toContain(row.status);

  await signIn(page);
  const widget = page.getByRole('link', { name: /Pending Orders/ });
  await expect(widget).toBeVisible({ timeout: 15_000 });
  const counted = (await widget.innerText()).match(/[\d,]+/)?.[0];
  await widget.click();
  await expect(page).toHaveURL(/tab=pending/);
  await settled(page);
  await expect(page.getByRole('tab', { name: /^Pending/ })).toHaveAccessibleName(
    `Pending ${counted}`,
  );
  await page.getByRole('tab', { name: /^Closed/ }).click();
  await settled(page);
  await expect(page.getByRole('table', { name: 'Orders' })).not.toContainText('Not assigned');
});

test("every screen shows a partner's sales as the same figure, and the Top 5 ranks active partners only", async ({
  page,
  request,
}) => {
  const top = await api<Row[]>(request, '/dashboard/topPartners');
  expect(top).toHaveLength(5);
  for (const partner of top) expect(partner.status).toBe('Active');
  const leader = top[0]!;
  const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
  const figure = money.format(leader.total_sales ?? 0);
  await signIn(page);
  const topTable = page.getByRole('table', { name: 'Top 5 Partners by Sales' });
  await expect(topTable.getByRole('row').nth(1)).toContainText(figure, { timeout: 15_000 });
  await page.goto(`/partners?search=${encodeURIComponent(leader.business_name ?? '')}`);
  await settled(page);
  await expect(
    page.getByRole('row', { name: new RegExp(leader.business_name ?? '') }).first(),
  ).toContainText(figure);
  await page.goto(`/partners/profile/${leader.id}`);
  await expect(page.getByText(figure).first()).toBeVisible({ timeout: 15_000 });
});

test("a refund's page explains how its item lines come to the order's total", async ({
  page,
  request,
}) => {
  const refunds = await api<{ id: number; order_id?: number; orderId?: number }[]>(
    request,
    '/refunds?page=1&per_page=5',
  );
  const refund = refunds[0]!;
  await signIn(page);
  await page.goto(`/refund/refundsdetail/${refund.id}`);
  const amounts = page.getByLabel('Order amounts');
  await expect(amounts).toBeVisible({ timeout: 15_000 });
  await expect(amounts).toContainText('Subtotal');
  await expect(amounts).toContainText('Total');
});
