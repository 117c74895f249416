import { expect, test } from './test.ts';
import type { APIRequestContext, Page } from '@playwright/test';
import { apiToken, bearer, expectNoAxeViolations, signIn } from './support.ts';

// The real server seeds 80 refunds, some still Pending. Tests that decide a refund each take
// their own, so they do not depend on one another.

const table = (page: Page) => page.getByRole('table', { name: 'Refunds' });
const bodyRows = (page: Page) => table(page).locator('tbody tr');
const settled = (page: Page) => expect(page.locator('[aria-busy="true"]')).toHaveCount(0);

interface RefundRow {
  id: number;
  refund_id: string;
  orderId: number;
  amount: number;
  status: string;
}

async function refundsWhere(request: APIRequestContext, query: string): Promise<RefundRow[]> {
  const token = await apiToken(request);
  const answer = await request.get(`/api/refunds?${query}`, { headers: bearer(token) });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { data: RefundRow[] }).data;
}

/** The `nth` oldest refund still Pending. */
async function pendingRefund(request: APIRequestContext, nth: number): Promise<RefundRow> {
  const rows = await refundsWhere(request, 'status=Pending&sort=refund_id');
  expect(rows[nth], 'the seed has enough pending refunds').toBeDefined();
  return rows[nth]!;
}

const dollars = (amount: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(amount);

async function openRefunds(page: Page, search = '') {
  await signIn(page);
  await page.goto(`/refund${search}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Refunds' })).toBeVisible();
  await settled(page);
}

test('lists refunds, filters by status, searches by id, and opens details', async ({
  page,
  request,
}) => {
  const rejected = await refundsWhere(request, 'status=Rejected');
  await openRefunds(page);
  await expect(bodyRows(page)).toHaveCount(10);
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: /Filter by status/ }).click();
  await page.getByRole('option', { name: 'Rejected', exact: true }).click();
  await expect(page).toHaveURL(/status=Rejected/);
  await settled(page);
  await expect(bodyRows(page)).toHaveCount(Math.min(10, rejected.length));
  await expect(bodyRows(page).getByText('Rejected', { exact: true })).toHaveCount(
    Math.min(10, rejected.length),
  );

  const refund = rejected[0]!;
  const search = page.getByRole('searchbox', { name: 'Search refunds' });
  await search.fill(refund.refund_id);
  await settled(page);
  await expect(bodyRows(page)).toHaveCount(1);
  const row = bodyRows(page).first();
  await expect(row).toContainText(`#ORD-${refund.orderId}`);
  await expect(row).toContainText(dollars(refund.amount));
  await search.fill('no refund is called this');
  await expect(page.getByText('No refunds found.')).toBeVisible();
  await search.fill(refund.refund_id);
  await settled(page);

  await bodyRows(page)
    .getByRole('button', { name: `Actions for ${refund.refund_id}` })
    .click();
  await page.getByRole('menuitem', { name: 'View Detail' }).click();
  await expect(page).toHaveURL(`/refund/refundsdetail/${refund.id}`);
  await expect(
    page.getByRole('heading', { level: 1, name: `Refund ${refund.refund_id}` }),
  ).toBeVisible();
  // A decided refund offers no decision.
  await expect(page.getByRole('button', { name: 'Approve' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Reject' })).toHaveCount(0);
});

test('approving a refund confirms the amount, then the record and the list show Processed', async ({
  page,
  request,
}) => {
  const refund = await pendingRefund(request, 0);
  await signIn(page);
  await page.goto(`/refund/refundsdetail/${refund.id}`);
  await expect(page.getByRole('region', { name: 'Evidence' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Customer' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Shipping Address' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Approve' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Approve Refund' });
  await expect(confirm).toContainText(dollars(refund.amount));
  await confirm.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('Refund processed successfully!')).toBeVisible();
  const request_ = page.getByRole('region', { name: 'Refund Request' });
  await expect(request_.getByText('Processed', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Approve' })).toHaveCount(0);

  await page.goto(`/refund?search=${refund.refund_id}`);
  await settled(page);
  await expect(bodyRows(page).first().getByText('Processed', { exact: true })).toBeVisible();
});

test('rejecting a refund can be cancelled, then confirmed', async ({ page, request }) => {
  const refund = await pendingRefund(request, 1);
  await openRefunds(page, `?search=${refund.refund_id}`);
  await bodyRows(page).first().click();
  await expect(page).toHaveURL(`/refund/refundsdetail/${refund.id}`);

  await page.getByRole('button', { name: 'Reject' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Reject Refund' });
  await expect(confirm).toContainText(dollars(refund.amount));
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toHaveCount(0);
  const request_ = page.getByRole('region', { name: 'Refund Request' });
  await expect(request_.getByText('Pending', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Reject' }).click();
  await confirm.getByRole('button', { name: 'Reject' }).click();
  await expect(page.getByText('Refund rejected successfully!')).toBeVisible();
  await expect(request_.getByText('Rejected', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reject' })).toHaveCount(0);

  await page
    .getByRole('navigation', { name: 'Breadcrumb' })
    .getByRole('link', { name: /^Refund/ })
    .click();
  await expect(page).toHaveURL('/refund');
  await page.getByRole('searchbox', { name: 'Search refunds' }).fill(refund.refund_id);
  await settled(page);
  await expect(bodyRows(page).first().getByText('Rejected', { exact: true })).toBeVisible();
});
