import { expect, test } from './test.ts';
import { apiToken, bearer, openChat, signIn } from './support.ts';

// One word per state and verbs on action buttons (D48), ticket statuses (D47), the app's icon.

test('the app has an icon and a web manifest that names it', async ({ page, request }) => {
  await page.goto('/login');
  const icon = page.locator('link[rel="icon"]');
  const href = await icon.getAttribute('href');
  expect(href).toMatch(/^\/.+\.svg$/);
  const served = await request.get(href!);
  expect(served.status()).toBe(200);
  expect(served.headers()['content-type']).toContain('image/svg+xml');
  const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
  const manifest = await request.get(manifestHref!);
  expect(manifest.status()).toBe(200);
  expect(await manifest.json()).toMatchObject({ name: 'Packlight Admin', short_name: 'Packlight' });
});

test('lists name each state as its badges do; buttons are verbs', async ({ page }) => {
  await signIn(page);
  await page.goto('/partners');
  await expect(page.getByRole('tab', { name: /^Active/ })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tab', { name: /^Approved/ })).toHaveCount(0);
  await page.goto('/products');
  await expect(page.getByRole('tab', { name: /^Active/ })).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Products' }).getByText('Active', { exact: true }).first(),
  ).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('Approved', { exact: true })).toHaveCount(0);

  await page.goto('/riders');
  await expect(page.getByRole('link', { name: 'Add Rider', exact: true })).toBeVisible();
  await page.goto('/partners');
  await expect(page.getByRole('link', { name: 'Add Partner', exact: true })).toBeVisible();
  await page.goto('/notifications');
  await expect(page.getByText('No notification', { exact: true })).toHaveCount(0);
});

test("a rider's profile offers 'Edit Rider', and its form saves with 'Save Changes'", async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/riders');
  const table = page.getByRole('table', { name: 'Riders' });
  await table.locator('tbody tr').first().getByRole('rowheader').click();
  await expect(page).toHaveURL(/\/riders\/profile\/\d+/);
  await expect(page.getByRole('link', { name: 'Edit Partner Information' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Edit Rider' }).click();
  await expect(page.getByRole('button', { name: 'Save Changes' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('button', { name: 'Update', exact: true })).toHaveCount(0);
});

test('the partner form removes a picture with the same words as every image field', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/partners/add-partner');
  const chooser = page.waitForEvent('filechooser');
  await page
    .getByRole('group', { name: 'Profile Picture' })
    .getByRole('button', { name: 'Choose image' })
    .click();
  // The smallest PNG: one transparent pixel.
  const pixel = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
    'base64',
  );
  await (await chooser).setFiles({ name: 'me.png', mimeType: 'image/png', buffer: pixel });
  const group = page.getByRole('group', { name: 'Profile Picture' });
  await expect(group.getByRole('button', { name: 'Remove image' })).toBeVisible();
  await expect(group.getByRole('button', { name: 'Delete' })).toHaveCount(0);
});

test('support: every status the list shows can be filtered on and set, Resolved and Rejected included', async ({
  page,
  request,
}) => {
  const token = await apiToken(request);
  const answer = await request.get('/api/support-tickets?status=Pending&page=1&per_page=5', {
    headers: bearer(token),
  });
  const pending = ((await answer.json()) as { data: { id: number }[] }).data;
  expect(pending.length).toBeGreaterThan(1);
  const ticket = pending.at(-1)!;

  await signIn(page);
  await page.goto('/support');
  await page.getByRole('button', { name: /Filter by status/ }).click();
  for (const status of ['Pending', 'In Progress', 'Resolved', 'Rejected']) {
    await expect(page.getByRole('option', { name: status, exact: true })).toBeVisible();
  }
  await page.getByRole('option', { name: 'Rejected', exact: true }).click();
  await expect(page).toHaveURL(/status=Rejected/);
  const rows = page.getByRole('table').locator('tbody tr');
  await expect(rows.first()).toContainText('Rejected', { timeout: 15_000 });

  await openChat(page, ticket.id);
  await page.getByRole('button', { name: /Status/ }).click();
  await page.getByRole('option', { name: 'Resolved', exact: true }).click();
  await expect(page.getByText('Ticket status updated to Resolved.')).toBeVisible();
});
