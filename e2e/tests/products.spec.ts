import { expect, test } from './test.ts';
import type { APIRequestContext, Page } from '@playwright/test';
import { apiToken, bearer, expectNoAxeViolations, newMail, outboxMark, signIn } from './support.ts';

// The real server seeds 400 products in every status. Tests that change a product each take
// their own, so they do not depend on one another.

const table = (page: Page) => page.getByRole('table', { name: 'Products' });
const bodyRows = (page: Page) => table(page).locator('tbody tr');
const settled = (page: Page) => expect(page.locator('[aria-busy="true"]')).toHaveCount(0);

interface ProductRow {
  id: number;
  name: string;
  status: string;
  stock: number;
  partner: { email: string; business_name: string | null };
}

async function productsWhere(
  request: APIRequestContext,
  query: string,
): Promise<{ rows: ProductRow[]; total: number; cappedAt?: number }> {
  const token = await apiToken(request);
  const answer = await request.get(`/api/products?${query}`, { headers: bearer(token) });
  expect(answer.status()).toBe(200);
  const body = (await answer.json()) as {
    data: ProductRow[];
    meta: { total: number; total_capped_at?: number };
  };
  return { rows: body.data, total: body.meta.total, cappedAt: body.meta.total_capped_at };
}

/**
 * The `nth` oldest product in a status whose name no other product shares (in any status: the
 * seed repeats some names), so searching for its name finds only it whichever tab it moves to.
 */
async function productIn(request: APIRequestContext, status: string, nth: number) {
  const { rows } = await productsWhere(request, `status=${status}&sort=id&page=1&per_page=100`);
  const unique: ProductRow[] = [];
  for (const row of rows) {
    const { total } = await productsWhere(
      request,
      `search=${encodeURIComponent(row.name)}&page=1&per_page=1`,
    );
    if (total === 1) unique.push(row);
    if (unique.length > nth) break;
  }
  const product = unique[nth];
  expect(product, `the seed has enough ${status} products`).toBeDefined();
  return product!;
}

async function openProducts(page: Page, search = '') {
  await signIn(page);
  await page.goto(`/products${search}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
  await settled(page);
}

async function rowAction(page: Page, name: string, action: string) {
  await page.getByRole('searchbox', { name: 'Search products' }).fill(name);
  await settled(page);
  await expect(bodyRows(page)).toHaveCount(1);
  await bodyRows(page)
    .getByRole('button', { name: `Actions for ${name}` })
    .click();
  await page.getByRole('menuitem', { name: action, exact: true }).click();
}

test('tabs count and page each status; search finds product and partner names', async ({
  page,
  request,
}) => {
  // Each tab's count is a first page's total as the server counted it: past its cap it must
  // read as a lower bound ('210+'), in the tab and its accessible name.
  const [active, pending, suspended] = await Promise.all(
    ['Active', 'Pending', 'Suspended'].map((status) =>
      productsWhere(request, `status=${status}&page=1&per_page=10`),
    ),
  );
  const countText = ({ total, cappedAt }: { total: number; cappedAt?: number }) =>
    `${total.toLocaleString('en-US')}${cappedAt === undefined ? '' : '+'}`;
  // 400 products a status: more than a first page's total is counted to.
  expect(active!.cappedAt, 'the Active count is capped').toBeDefined();
  await openProducts(page);
  await expect(page.getByRole('tab', { name: /^Active/ })).toHaveAccessibleName(
    `Active ${countText(active!)}`,
  );
  await expect(page.getByRole('tab', { name: /^Pending/ })).toHaveAccessibleName(
    `Pending ${countText(pending!)}`,
  );
  await expect(page.getByRole('tab', { name: /^Suspended/ })).toHaveAccessibleName(
    `Suspended ${countText(suspended!)}`,
  );
  await expect(bodyRows(page)).toHaveCount(10);
  await expect(bodyRows(page).getByText('Active', { exact: true })).toHaveCount(10);
  await expectNoAxeViolations(page);
  // A later page counts further, but the tab keeps the first page's figure.
  await page.getByRole('button', { name: 'Page 3' }).click();
  await expect(page).toHaveURL('/products?page=3');
  await settled(page);
  await expect(page.getByRole('tab', { name: /^Active/ })).toHaveAccessibleName(
    `Active ${countText(active!)}`,
  );

  await page.getByRole('tab', { name: /^Pending/ }).click();
  await expect(page).toHaveURL('/products?tab=pending');
  await settled(page);
  await expect(bodyRows(page).getByText('Pending', { exact: true })).toHaveCount(10);

  const product = pending!.rows[0]!;
  const search = page.getByRole('searchbox', { name: 'Search products' });
  await search.fill(product.name);
  await settled(page);
  await expect(bodyRows(page).getByRole('rowheader').first()).toContainText(product.name);
  await search.fill(product.partner.business_name!);
  await settled(page);
  await expect(bodyRows(page).first()).toContainText(product.partner.business_name!);
  await search.fill('no product is called this');
  await expect(page.getByText('No pending products found.')).toBeVisible();
  await page.getByRole('tab', { name: /^Active/ }).click();
  await expect(page.getByText('No active products found.')).toBeVisible();
});

test('Accept moves a pending product to Active; Reject (confirmed) suspends one', async ({
  page,
  request,
}) => {
  const pending = await productIn(request, 'Pending', 0);
  const active = await productIn(request, 'Active', 0);
  await openProducts(page, '?tab=pending');

  await rowAction(page, pending.name, 'Accept');
  await expect(page.getByText('Product activated successfully!')).toBeVisible();
  await expect(page.getByText('No pending products found.')).toBeVisible();
  await page.getByRole('tab', { name: /^Active/ }).click();
  await settled(page);
  await expect(bodyRows(page)).toHaveCount(1);
  await bodyRows(page)
    .getByRole('button', { name: `Actions for ${pending.name}` })
    .click();
  // Accept is hidden on an Active product.
  await expect(page.getByRole('menuitem', { name: 'Accept' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  await rowAction(page, active.name, 'Reject');
  const confirm = page.getByRole('alertdialog', { name: 'Reject Product' });
  await confirm.getByRole('button', { name: 'Reject' }).click();
  await expect(page.getByText('Product rejected successfully!')).toBeVisible();
  await expect(page.getByText('No active products found.')).toBeVisible();
  await page.getByRole('tab', { name: /^Suspended/ }).click();
  await settled(page);
  await expect(bodyRows(page).getByRole('rowheader')).toContainText(active.name);
});

test('Request Information mails the partner from a dialog without a deadline', async ({
  page,
  request,
}) => {
  const product = await productIn(request, 'Pending', 1);
  const mark = await outboxMark(request);
  await openProducts(page, '?tab=pending');
  await rowAction(page, product.name, 'Request Information');
  const dialog = page.getByRole('dialog', { name: 'Request Information' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('combobox')).toHaveCount(0);
  await expectNoAxeViolations(page);

  await dialog.getByRole('button', { name: 'Send' }).click();
  // The server wants a message: its words stay in the dialog, and nothing is lost.
  await expect(dialog.getByText('The message field is required.')).toBeVisible();
  await dialog.getByLabel('Message').fill('Please send a photo of the label.');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Email sent successfully!')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  const mail = await newMail(request, {
    to: product.partner.email,
    subject: 'Packlight needs more information',
    mark,
  });
  expect(mail.text).toContain('Please send a photo of the label.');
});

test('details: overview, gallery with preview, no video, and the status toggle', async ({
  page,
  request,
}) => {
  const product = await productIn(request, 'Active', 1);
  await signIn(page);
  await page.goto(`/products/productsdetail/${product.id}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await expect(page.getByText(product.stock > 0 ? 'In Stock' : 'Out of Stock')).toBeVisible();
  await expect(page.getByText('No product video available.')).toBeVisible();
  await expectNoAxeViolations(page);

  const gallery = page.getByRole('region', { name: 'Pictures' });
  const large = gallery.getByRole('button', { name: /^View full size: / });
  await large.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.getByRole('button', { name: 'Suspend', exact: true }).click();
  await expect(page.getByText('Product suspended successfully!')).toBeVisible();
  const overview = page.getByRole('region', { name: 'Overview' });
  await expect(overview.getByText('Suspended', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Activate', exact: true }).click();
  await expect(page.getByText('Product activated successfully!')).toBeVisible();
  await expect(overview.getByText('Active', { exact: true })).toBeVisible();
});

test('the details route without an id, or with an unknown one, leads back', async ({ page }) => {
  await signIn(page);
  await page.goto('/products/productsdetail');
  await expect(page.getByRole('heading', { name: 'No product selected' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto('/products/productsdetail/999999');
  await expect(page.getByRole('heading', { name: 'Product not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Products' }).last().click();
  await expect(page).toHaveURL('/products');
});

/**
 * Shows a product whose real answer carries `videos`. No call attaches a video to a product and
 * the demo seed has none, so these tests add one to the server's own answer for that product.
 */
async function showWithVideo(
  page: Page,
  request: APIRequestContext,
  video: { video_url?: string; video_path?: string; thumbnail?: string },
) {
  const product = await productIn(request, 'Active', 2);
  // The machine has no network: nothing may leave for a video site.
  await page.route(/youtube\.com|vimeo\.com/, (route) => route.abort());
  // The answer is read once, before the page asks: a handler that fetched per call could still be
  // waiting when the page closes (a live update refetches the product).
  const answer = await request.get(`/api/products/${product.id}`, {
    headers: bearer(await apiToken(request)),
  });
  expect(answer.status()).toBe(200);
  const body = (await answer.json()) as { data: Record<string, unknown> };
  await page.route(`**/api/products/${product.id}`, (route) =>
    route.fulfill({ response: answer, json: { data: { ...body.data, videos: [video] } } }),
  );
  await signIn(page);
  await page.goto(`/products/productsdetail/${product.id}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  return page.getByRole('region', { name: 'Video' });
}

test('a YouTube link plays as an autoplaying embed', async ({ page, request }) => {
  const video = await showWithVideo(page, request, {
    video_url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  });
  const frame = video.locator('iframe');
  await expect(frame).toHaveAttribute(
    'src',
    'https://www.youtube.com/embed/dQw4w9WgXcQ?autoplay=1&mute=1',
  );
  await expect(video.locator('video')).toHaveCount(0);
  await expect(video.getByText('No product video available.')).toHaveCount(0);
});

test('an uploaded video plays from its file, with the fallback text', async ({ page, request }) => {
  const video = await showWithVideo(page, request, {
    video_path: '/storage/demo/product-video.mp4',
    thumbnail: '/storage/demo/product-01.png',
  });
  const player = video.locator('video');
  await expect(player).toHaveAttribute('poster', '/storage/demo/product-01.png');
  await expect(player.locator('source')).toHaveAttribute('src', '/storage/demo/product-video.mp4');
  await expect(player).toContainText('Your browser does not support the video tag.');
  await expect(video.locator('iframe')).toHaveCount(0);
});
