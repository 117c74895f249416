import { readFile } from 'node:fs/promises';
import { expect, test } from './test.ts';
import type { Locator, Page } from '@playwright/test';
import { apiToken, bearer, expectNoAxeViolations, joinedChannel, signIn } from './support.ts';

// The real server seeds 500 travelers, about one in eight Suspended. Tests that change data each
// pick their own travelers, so they do not depend on one another.

const table = (page: Page) => page.getByRole('table', { name: 'Travelers' });
const bodyRows = (page: Page) => table(page).locator('tbody tr');
const summary = (page: Page) =>
  page.getByText(/^Showing \d[\d,]* to \d[\d,]* of \d[\d,]* entries$/);

/** Waits until the rows on screen are the answer for the address (not the last page kept). */
const settled = (page: Page) => expect(page.locator('[aria-busy="true"]')).toHaveCount(0);

/** A row's traveler name, as its action menu's accessible name says it. */
async function nameOf(row: Locator): Promise<string> {
  const snapshot = await row.getByRole('button', { name: /^Actions for / }).ariaSnapshot();
  const name = /button "Actions for (.*)"/.exec(snapshot)?.[1];
  if (name === undefined) throw new Error(`no action menu name in ${snapshot}`);
  return name;
}

/** Ticks a row's (or the header's) checkbox; its visible label covers the input, as designed. */
const tick = (scope: Locator) => scope.getByRole('checkbox').check({ force: true });

/** The text of one column's cells, top to bottom (1-based, after the checkbox column). */
async function columnTexts(page: Page, column: number): Promise<string[]> {
  return bodyRows(page)
    .locator(`td:nth-child(${column + 1}), th:nth-child(${column + 1})`)
    .allInnerTexts();
}

async function openTravelers(page: Page, search = '') {
  await signIn(page);
  await page.goto(`/travelers${search}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Travelers' })).toBeVisible();
  await expect(bodyRows(page).first()).toBeVisible();
  await settled(page);
}

async function filterByStatus(page: Page, status: 'Status' | 'Active' | 'Suspended') {
  await page.getByRole('button', { name: /Filter by status/ }).click();
  await page.getByRole('option', { name: status, exact: true }).click();
}

async function bulk(page: Page, action: 'Activate' | 'Deactivate' | 'Export CSV') {
  await page.getByRole('button', { name: 'Bulk Actions' }).click();
  await page.getByRole('menuitem', { name: action, exact: true }).click();
}

/** Narrows the list to one traveler by name and waits for that row. */
async function findTraveler(page: Page, name: string): Promise<Locator> {
  await page.getByRole('searchbox', { name: 'Search travelers' }).fill(name);
  await expect(bodyRows(page)).toHaveCount(1);
  const row = bodyRows(page).first();
  await expect(row.getByRole('rowheader')).toContainText(name);
  return row;
}

test('lists travelers with the spec texts, and passes axe', async ({ page }) => {
  await openTravelers(page);
  await expect(
    page.getByText('View and manage all registered travelers in the platform.'),
  ).toBeVisible();
  await expect(page.getByPlaceholder('Search travelers...')).toBeVisible();
  await expect(bodyRows(page)).toHaveCount(10);
  await expect(summary(page)).toHaveText('Showing 1 to 10 of 500 entries');
  await expect(page.getByRole('button', { name: 'Bulk Actions' })).toBeDisabled();
  await expectNoAxeViolations(page);
});

test('search, filter, sort and paging live in the address and survive a reload', async ({
  page,
}) => {
  await openTravelers(page);
  const first = await nameOf(bodyRows(page).first());

  // Search by part of a name, in another case: every row matches, and the address says so.
  const part = first.split(' ')[0]!.toUpperCase();
  await page.getByRole('searchbox', { name: 'Search travelers' }).fill(part);
  await expect(page).toHaveURL(new RegExp(`search=${encodeURIComponent(part)}`));
  await settled(page);
  for (const text of await bodyRows(page).allInnerTexts()) {
    expect(text.toUpperCase()).toContain(part);
  }

  // Status filter: only Suspended rows, back on page 1.
  await page.getByRole('searchbox', { name: 'Search travelers' }).fill('');
  await filterByStatus(page, 'Suspended');
  await expect(page).toHaveURL(/status=Suspended/);
  await settled(page);
  await expect(summary(page)).not.toHaveText(/of 500 entries/);
  expect(new Set(await columnTexts(page, 4))).toEqual(new Set(['Suspended']));

  // Sort by Orders, ascending then descending (the server sorts by the count).
  const orders = page.getByRole('columnheader', { name: 'Orders' });
  await orders.click();
  await expect(page).toHaveURL(/sort=orders/);
  await expect(orders).toHaveAttribute('aria-sort', 'ascending');
  await expect
    .poll(async () => {
      const counts = (await columnTexts(page, 3)).map(Number);
      return counts.every((count, index) => index === 0 || counts[index - 1]! <= count);
    })
    .toBe(true);
  await orders.click();
  await expect(page).toHaveURL(/dir=desc/);
  await expect(orders).toHaveAttribute('aria-sort', 'descending');
  await expect
    .poll(async () => {
      const counts = (await columnTexts(page, 3)).map(Number);
      return counts.every((count, index) => index === 0 || counts[index - 1]! >= count);
    })
    .toBe(true);

  // Page 2, then 5 per page (back to page 1).
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(summary(page)).toHaveText(/^Showing 11 to 20 of/);
  await page.getByRole('button', { name: /Show.*entries/ }).click();
  await page.getByRole('option', { name: '5', exact: true }).click();
  await expect(page).toHaveURL(/per_page=5/);
  await expect(page).not.toHaveURL(/page=2/);
  await expect(bodyRows(page)).toHaveCount(5);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(summary(page)).toHaveText(/^Showing 6 to 10 of/);
  await settled(page);
  const shown = await bodyRows(page).allTextContents();

  // A reload (or a shared link) shows the same page, filter and sort.
  await page.reload();
  await expect(summary(page)).toHaveText(/^Showing 6 to 10 of/);
  await settled(page);
  expect(await bodyRows(page).allTextContents()).toEqual(shown);
  await expect(page.getByRole('button', { name: /Filter by status/ })).toContainText('Suspended');
  await expect(orders).toHaveAttribute('aria-sort', 'descending');

  // Back steps through the history of the list.
  await page.goBack();
  await expect(summary(page)).toHaveText(/^Showing 1 to 5 of/);

  // The search box follows the address too.
  await page.goto('/travelers?search=zzzz-nobody');
  await expect(page.getByRole('searchbox', { name: 'Search travelers' })).toHaveValue(
    'zzzz-nobody',
  );
  await expect(page.getByText('No travelers found.')).toBeVisible();
  await expect(page.getByText('Try adjusting filters or check back later.')).toBeVisible();
  await expect(summary(page)).toHaveText('Showing 0 to 0 of 0 entries');
});

test('typing writes the address once the keys pause, keeps it on a click, never on another page', async ({
  page,
}) => {
  await openTravelers(page);
  const box = page.getByRole('searchbox', { name: 'Search travelers' });
  const entries = await page.evaluate(() => window.history.length);

  // Quick keys: the address names the whole word once they pause, in the same history entry.
  await box.pressSequentially('mar', { delay: 20 });
  await expect(page).toHaveURL(/[?&]search=mar(&|$)/);
  expect(await page.evaluate(() => window.history.length)).toBe(entries);
  await settled(page);

  // A sort clicked right after a keystroke keeps it; Back returns to the typed search alone.
  await box.press('i');
  await page.getByRole('columnheader', { name: 'Orders' }).click();
  await expect(page).toHaveURL(/sort=orders/);
  expect(new URL(page.url()).searchParams.get('search')).toBe('mari');
  await page.goBack();
  await expect(page).not.toHaveURL(/sort=orders/);
  expect(new URL(page.url()).searchParams.get('search')).toBe('mari');
  await expect(box).toHaveValue('mari');
  await settled(page);

  // A page left right after a keystroke is not given the list's search.
  await box.press('a');
  await page
    .getByRole('navigation', { name: 'Breadcrumb' })
    .getByRole('link', { name: 'Dashboard' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome Back, Admin!' })).toBeVisible();
  await page.waitForTimeout(400);
  expect(new URL(page.url()).search).toBe('');
});

test('bulk Activate and Deactivate change the selected travelers', async ({ page }) => {
  await openTravelers(page, '?status=Suspended&sort=name');
  const rows = bodyRows(page);
  const names = [await nameOf(rows.nth(0)), await nameOf(rows.nth(1))];
  await tick(rows.nth(0));
  await tick(rows.nth(1));
  await expect(page.getByText('2 selected')).toBeVisible();

  await bulk(page, 'Activate');
  await expect(page.getByText('2 travelers now Active.')).toBeVisible();
  await expect(rows.first().getByRole('rowheader')).not.toContainText(names[0]!);
  await expect(page.getByRole('button', { name: 'Bulk Actions' })).toBeDisabled();

  await filterByStatus(page, 'Status');
  const row = await findTraveler(page, names[0]!);
  await expect(row).toContainText('Active');
  await tick(row);
  await bulk(page, 'Deactivate');
  await expect(page.getByText('1 traveler now Suspended.')).toBeVisible();
  await expect(row).toContainText('Suspended');
});

test('Export CSV downloads the selected travelers under the server name', async ({ page }) => {
  await openTravelers(page, '?sort=name');
  const emails = (await bodyRows(page).getByRole('rowheader').allInnerTexts()).map(
    (text) => /\S+@\S+/.exec(text)![0],
  );
  // The header checkbox selects the whole page.
  await tick(table(page).getByRole('columnheader').first());
  await expect(page.getByText('10 selected')).toBeVisible();

  const downloading = page.waitForEvent('download');
  await bulk(page, 'Export CSV');
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^travelers-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = (await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '');
  const [header, ...lines] = csv.trim().split(/\r?\n/);
  expect(header).toBe(
    'ID,Name,Email,Phone,Country,Status,Orders,Total Spent,Last Active,Registered',
  );
  expect(lines).toHaveLength(10);
  for (const email of emails) expect(csv).toContain(email);
});

test('a row can be suspended, and deleted after confirming', async ({ page }) => {
  await openTravelers(page, '?status=Active&sort=name&dir=desc');
  const name = await nameOf(bodyRows(page).first());

  await page.getByRole('button', { name: `Actions for ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Suspend' }).click();
  await expect(page.getByText('1 traveler now Suspended.')).toBeVisible();
  await filterByStatus(page, 'Status');
  let row = await findTraveler(page, name);
  await expect(row).toContainText('Suspended');
  // A suspended row offers no Suspend.
  await page.getByRole('button', { name: `Actions for ${name}` }).click();
  await expect(page.getByRole('menuitem', { name: 'View Profile' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Suspend' })).toHaveCount(0);

  // Delete: Cancel keeps the account, Yes, Delete removes it.
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete Account' });
  await expect(dialog).toContainText(
    'Are you sure you want to delete this account? This action cannot be undone.',
  );
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  row = bodyRows(page).first();
  await expect(row.getByRole('rowheader')).toContainText(name);

  await page.getByRole('button', { name: `Actions for ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await dialog.getByRole('button', { name: 'Yes, Delete' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`${name}'s account was deleted.`)).toBeVisible();
  await expect(page.getByText('No travelers found.')).toBeVisible();
});

/** The fields of GET /travelers/{id} the profile test looks at. */
interface Profile {
  id: number;
  name: string;
  email: string;
  profile_photo: string | null;
  order: { id: number; partner_name: string | null }[];
  addresses?: { type: string; address: string | null }[];
}

test('the profile shows the traveler, addresses and orders, and passes axe', async ({
  page,
  request,
}) => {
  // A traveler with a photo, both addresses and orders, found through the API.
  const headers = bearer(await apiToken(request));
  const list = await request.get('/api/travelers?page=1&per_page=50&sort=orders&dir=desc', {
    headers,
  });
  const { data: travelers } = (await list.json()) as { data: { id: number }[] };
  let profile: Profile | null = null;
  for (const { id } of travelers) {
    const answer = await request.get(`/api/travelers/${id}`, { headers });
    const { data } = (await answer.json()) as { data: Profile };
    const types = new Set((data.addresses ?? []).map((address) => address.type));
    if (
      data.profile_photo &&
      types.has('shipping') &&
      types.has('billing') &&
      data.order.length > 10
    ) {
      profile = data;
      break;
    }
  }
  expect(profile).not.toBeNull();
  const traveler = profile!;

  await signIn(page);
  await page.goto('/travelers');
  await findTraveler(page, traveler.name);
  await page.getByRole('button', { name: `Actions for ${traveler.name}` }).click();
  await page.getByRole('menuitem', { name: 'View Profile' }).click();
  await expect(page).toHaveURL(`/travelers/profile/${traveler.id}`);

  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(crumbs.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/');
  await expect(crumbs.getByRole('link', { name: 'Travelers' })).toHaveAttribute(
    'href',
    '/travelers',
  );
  await expect(crumbs.getByText('Details')).toHaveAttribute('aria-current', 'page');

  const info = page.getByRole('region', { name: 'Traveler Information' });
  for (const label of [
    'Full Name',
    'Email',
    'Country',
    'Phone',
    'Last Order',
    'Total Spent',
    'Registered',
  ]) {
    await expect(info.getByText(label, { exact: true })).toBeVisible();
  }
  await expect(info).toContainText(traveler.email);
  await expect(info).toContainText(/\$[\d,]+\.\d\d/);
  await expect(info).toContainText(/today|\d+ days? ago/);

  for (const title of ['Shipping Address', 'Billing Address']) {
    const card = page.getByRole('region', { name: title });
    await expect(card.getByRole('link')).toHaveAttribute(
      'href',
      /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=/,
    );
  }

  // Orders: '#ORD-{id}', Total orders, search, paging.
  const orders = page.getByRole('region', { name: 'Orders' });
  await expect(orders).toContainText(`Total orders: ${traveler.order.length}`);
  const ordersGrid = orders.getByRole('table', { name: 'Orders' });
  await expect(ordersGrid.locator('tbody tr')).toHaveCount(10);
  const firstOrder = traveler.order[0]!;
  await expect(ordersGrid).toContainText(`#ORD-${firstOrder.id}`);
  await orders.getByRole('searchbox', { name: 'Search orders' }).fill(`#ORD-${firstOrder.id}`);
  await expect(page).toHaveURL(/search=/);
  await expect(ordersGrid.locator('tbody tr').first()).toContainText(`#ORD-${firstOrder.id}`);
  await orders.getByRole('searchbox', { name: 'Search orders' }).fill('no such order');
  await expect(orders.getByText('No orders found')).toBeVisible();
  await orders.getByRole('searchbox', { name: 'Search orders' }).fill('');

  await expectNoAxeViolations(page);

  // The photo opens a 700 x 700 preview with a close button.
  await page.getByRole('button', { name: `View ${traveler.name}'s photo full size` }).click();
  const preview = page.getByRole('dialog', { name: `${traveler.name}, profile photo` });
  await expect(preview).toBeVisible();
  const box = await preview.getByRole('img').boundingBox();
  expect(Math.round(box!.width)).toBeLessThanOrEqual(700);
  await expectNoAxeViolations(page);
  await preview.getByRole('button', { name: 'Close preview' }).click();
  await expect(preview).toBeHidden();
});

test('an unknown traveler reads as not found', async ({ page }) => {
  await signIn(page);
  await page.goto('/travelers/profile/999999');
  await expect(page.getByRole('heading', { name: 'Traveler not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Travelers' }).click();
  await expect(page).toHaveURL('/travelers');
});

test("answers in the old back end's spellings are read by the contract, and a breach is an error", async ({
  page,
}) => {
  // The first page's answer is checked by code compiled from the contract; what that code cannot
  // vouch for (here a status in lower case) goes to the contract's own schema,
  // loaded then, which reads it or refuses it.
  let breach = false;
  await page.route('**/api/travelers?*', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: Record<string, unknown>[] };
    for (const row of body.data) {
      row.status = String(row.status).toLowerCase();
      if (breach) row.id = 'not a number';
    }
    await route.fulfill({ response, json: body });
  });
  await openTravelers(page, '?status=suspended');
  await expect(bodyRows(page).first()).toContainText('Suspended');
  await expect(bodyRows(page)).toHaveCount(10);

  breach = true;
  await page.getByRole('searchbox', { name: 'Search travelers' }).fill('a');
  await expect(page.getByText('Error loading travelers.')).toBeVisible();
});

test('a failed profile fetch shows an error with a retry', async ({ page }) => {
  await signIn(page);
  let isDown = true;
  await page.route('**/api/travelers/1', (route) =>
    isDown ? route.fulfill({ status: 503, json: { message: 'Down' } }) : route.fallback(),
  );
  const joined = joinedChannel(page, 'private-admin');
  await page.goto('/travelers/profile/1');
  await expect(page.getByText('Error loading traveler details.')).toBeVisible();
  // Joining the admins' channel asks for the profile once more (D56), still down: let it.
  await joined;
  await page.waitForLoadState('networkidle');
  await expect(page.getByText('Error loading traveler details.')).toBeVisible();
  isDown = false;
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('region', { name: 'Traveler Information' })).toBeVisible();
});

test('the profile is headed by the name and can suspend, reactivate and delete', async ({
  page,
}) => {
  await openTravelers(page, '?status=Active&sort=phone&dir=desc');
  const name = await nameOf(bodyRows(page).first());
  await bodyRows(page).first().getByRole('rowheader').click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page).toHaveTitle(`${name} · Travelers · Packlight`);

  // Toasts sit top-right, over the page's own actions: close each as a person would.
  const closeToast = (text: string) =>
    page
      .getByRole('alertdialog')
      .filter({ hasText: text })
      .getByRole('button', { name: 'Close' })
      .click();
  await page.getByRole('button', { name: 'Suspend', exact: true }).click();
  await expect(page.getByText(`${name} is now Suspended.`)).toBeVisible();
  const info = page.getByRole('region', { name: 'Traveler Information' });
  await expect(info).toContainText('Suspended');
  await closeToast(`${name} is now Suspended.`);
  await page.getByRole('button', { name: 'Activate', exact: true }).click();
  await expect(page.getByText(`${name} is now Active.`)).toBeVisible();
  await expect(info).toContainText('Active');
  await closeToast(`${name} is now Active.`);

  // The dialog names who is deleted; afterwards the list no longer has them.
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete Account' });
  await expect(dialog).toContainText(`Are you sure you want to delete ${name}'s account?`);
  await dialog.getByRole('button', { name: 'Yes, Delete' }).click();
  await expect(page).toHaveURL('/travelers');
  await expect(page.getByText(`${name}'s account was deleted.`)).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search travelers' }).fill(name);
  await expect(page.getByText('No travelers found.')).toBeVisible();
});
