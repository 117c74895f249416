import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './test.ts';
import { apiToken, bearer, expectNoAxeViolations, signIn } from './support.ts';

/** The palette's own code: its screen and the kit's dialog. */
const paletteChunk = /\/assets\/(CommandPaletteScreen|PaletteDialog)[^/]*\.js$/;

async function first<T>(request: APIRequestContext, path: string): Promise<T> {
  const token = await apiToken(request);
  const answer = await request.get(path, { headers: bearer(token) });
  const [row] = ((await answer.json()) as { data: T[] }).data;
  if (!row) throw new Error(`The demo data has nothing at ${path}`);
  return row;
}

/** The palette's launcher and dialog load on first open: on a cold, busy machine, seconds. */
const loaded = { timeout: 20_000 };

async function openPalette(page: Page) {
  await page.keyboard.press('ControlOrMeta+K');
  const palette = page.getByRole('dialog', { name: 'Command palette' });
  await expect(palette.getByRole('searchbox', { name: 'Command palette' })).toBeFocused(loaded);
  return palette;
}

test('Ctrl+K loads the palette on first use and finds an order by its number', async ({
  page,
  request,
}) => {
  const order = await first<{ id: number }>(request, '/api/orders?page=1');
  const chunks: string[] = [];
  page.on('request', (call) => {
    if (paletteChunk.test(new URL(call.url()).pathname)) chunks.push(call.url());
  });
  await signIn(page);
  expect(chunks).toEqual([]);

  const palette = await openPalette(page);
  expect(chunks.length).toBeGreaterThan(0);
  await page.keyboard.type(`#ORD-${order.id}`);
  const orders = palette.getByRole('group', { name: 'Orders' });
  const hit = orders.getByRole('option', { name: new RegExp(`^#ORD-${order.id}\\b`) });
  await expect(hit).toBeVisible();
  // The typed number is marked in the label.
  await expect(hit.locator('mark')).toHaveText(`#ORD-${order.id}`);
  await expectNoAxeViolations(page);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`/orders/ordersdetail/${order.id}`);
  await expect(palette).toBeHidden();
});

test('finds a ticket by its subject and jumps to a screen', async ({ page, request }) => {
  const ticket = await first<{ id: number; subject: string }>(
    request,
    '/api/support-tickets?page=1',
  );
  await signIn(page);
  const palette = await openPalette(page);
  await page.keyboard.type(ticket.subject.slice(0, 12));
  const tickets = palette.getByRole('group', { name: 'Tickets' });
  await expect(tickets.getByRole('option').first()).toContainText(ticket.subject.slice(0, 12));

  await palette.getByRole('searchbox').fill('go to refund');
  await palette.getByRole('option', { name: 'Go to Refunds' }).click();
  await expect(page).toHaveURL('/refund');
  await expect(palette).toBeHidden();
});

test("runs the open record's action through the page's own confirmation", async ({
  page,
  request,
}) => {
  const partner = await first<{ id: number; business_name: string | null }>(
    request,
    '/api/partners?page=1&status=Active',
  );
  await signIn(page);
  await page.goto(`/partners/profile/${partner.id}`);
  await expect(page.getByRole('tab', { name: /Details/ })).toBeVisible();
  const palette = await openPalette(page);
  await page.keyboard.type('suspend');
  await expect(palette.getByRole('option', { name: 'Suspend this partner' })).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(palette).toBeHidden();
  const confirm = page.getByRole('alertdialog', { name: 'Suspend Partner' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  // Nothing changed: the partner is still active.
  const token = await apiToken(request);
  const answer = await request.get(`/api/partners/${partner.id}`, { headers: bearer(token) });
  expect(((await answer.json()) as { data: { status: string } }).data.status).toBe('Active');
});

test("the header search's 'See all results' opens the palette on the same text", async ({
  page,
}) => {
  await signIn(page);
  const box = page.getByRole('combobox', { name: 'Search partners, travelers and riders' });
  await box.fill('a');
  await page.getByRole('option', { name: 'See all results' }).click();
  const palette = page.getByRole('dialog', { name: 'Command palette' });
  await expect(palette.getByRole('searchbox')).toHaveValue('a', loaded);
  await expect(palette.getByRole('group', { name: 'Products' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(palette).toBeHidden();
});

test('a text that matches nothing says so once', async ({ page }) => {
  await signIn(page);
  const palette = await openPalette(page);
  await page.keyboard.type('zzqxv');
  await expect(palette.getByRole('listbox')).toHaveText('Nothing matches “zzqxv”.');
  await expect(palette.getByRole('status')).toHaveText('Nothing matches “zzqxv”.');
});

test("offers a pending refund's decisions and an order's rider, as the page does", async ({
  page,
  request,
}) => {
  const refund = await first<{ id: number }>(request, '/api/refunds?page=1&status=Pending');
  await signIn(page);
  await page.goto(`/refund/refundsdetail/${refund.id}`);
  await expect(page.getByRole('button', { name: 'Approve', exact: true })).toBeVisible();
  let palette = await openPalette(page);
  await page.keyboard.type('approve this');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(palette).toBeHidden();
  const confirm = page.getByRole('alertdialog', { name: 'Approve Refund' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Cancel' }).click();

  const order = await first<{ id: number }>(request, '/api/orders?page=1&assignment=pending');
  await page.goto(`/orders/ordersdetail/${order.id}`);
  await expect(page.getByRole('link', { name: 'Assign Rider' })).toBeVisible();
  palette = await openPalette(page);
  await page.keyboard.type('assign');
  await palette.getByRole('option', { name: 'Assign a rider to this order' }).click();
  await expect(page).toHaveURL(`/orders/assignrider/${order.id}`);
});

test("sets an open ticket's status, as its Status choice does", async ({ page, request }) => {
  const token = await apiToken(request);
  const read = async () =>
    (
      (await (
        await request.get('/api/support-tickets/37/messages', { headers: bearer(token) })
      ).json()) as { data: { status: string } }
    ).data.status;
  const before = await read();
  const next = before === 'Resolved' ? 'In Progress' : 'Resolved';
  await signIn(page);
  await page.goto('/support/chatsupport/37');
  const status = page.getByRole('button', { name: /Status/ });
  await expect(status).toContainText(before);
  const palette = await openPalette(page);
  await page.keyboard.type('mark this ticket');
  // The status it has is not offered.
  await expect(palette.getByRole('option', { name: `Mark this ticket ${before}` })).toHaveCount(0);
  await palette.getByRole('option', { name: `Mark this ticket ${next}` }).click();
  await expect(palette).toBeHidden();
  await expect(status).toContainText(next);
  await expect(page.getByText(`Ticket status updated to ${next}.`)).toBeVisible();
  await expect.poll(read).toBe(next);

  await request.post('/api/support-tickets/37/status', {
    headers: bearer(token),
    data: { status: before },
  });
});
