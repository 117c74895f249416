import { expect, test } from './test.ts';
import type { Page } from '@playwright/test';
import { apiToken, bearer, expectNoAxeViolations, signIn } from './support.ts';

// The demo seed holds 120 tickets, TCK-00001 to TCK-00120, the first four Pending, In Progress,
// Resolved and Rejected. Each test picks its own tickets.

const table = (page: Page) => page.getByRole('table', { name: 'Support' });
const bodyRows = (page: Page) => table(page).locator('tbody tr');
const settled = (page: Page) => expect(page.locator('[aria-busy="true"]')).toHaveCount(0);

async function openList(page: Page, query = '') {
  await signIn(page);
  await page.goto(`/support${query}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Support' })).toBeVisible();
  await expect(bodyRows(page).first()).toBeVisible();
  await settled(page);
}

test('lists tickets newest first with the spec columns, and passes axe', async ({
  page,
  request,
}) => {
  await openList(page);
  const headers = await table(page).getByRole('columnheader').allInnerTexts();
  expect(headers.map((text) => text.trim().toLowerCase())).toEqual(
    ['Ticket ID', 'User Type', 'Name', 'Subject', 'Date', 'Status', 'Actions'].map((text) =>
      text.toLowerCase(),
    ),
  );
  await expect(bodyRows(page)).toHaveCount(10);
  // The first page is the server's newest ten.
  const token = await apiToken(request);
  const answer = await request.get('/api/support-tickets?page=1&per_page=10', {
    headers: bearer(token),
  });
  const newest = ((await answer.json()) as { data: { ticket_id: string }[] }).data;
  await expect(bodyRows(page).first().getByRole('rowheader')).toHaveText(newest[0]!.ticket_id);
  await expectNoAxeViolations(page);
});

test('searches by ticket id, keeps the search in the address, and a row opens its chat', async ({
  page,
}) => {
  await openList(page);
  await page.getByRole('searchbox', { name: 'Search tickets' }).fill('TCK-00007');
  await expect(bodyRows(page)).toHaveCount(1);
  await expect(page).toHaveURL(/search=TCK-00007/);

  await page.reload();
  await expect(bodyRows(page)).toHaveCount(1);
  await bodyRows(page).first().getByRole('rowheader').click();
  await expect(page).toHaveURL('/support/chatsupport/7');
  await expect(page.getByRole('heading', { level: 1, name: 'Ticket TCK-00007' })).toBeVisible();
});

test('filters by status', async ({ page }) => {
  await openList(page);
  await page.getByRole('button', { name: /Filter by status/ }).click();
  await page.getByRole('option', { name: 'Resolved', exact: true }).click();
  await expect(page).toHaveURL(/status=resolved/i);
  await settled(page);
  const statuses = await bodyRows(page).locator('td:nth-child(6)').allInnerTexts();
  expect(statuses.length).toBeGreaterThan(0);
  expect(new Set(statuses.map((text) => text.trim()))).toEqual(new Set(['Resolved']));
});

test('a ticket changed elsewhere shows its change when the window regains focus', async ({
  page,
  request,
}) => {
  const token = await apiToken(request);
  await openList(page, '?search=TCK-00011');
  await expect(bodyRows(page)).toHaveCount(1);
  const before = (await bodyRows(page).locator('td:nth-child(6)').innerText()).trim();
  const next = before === 'Resolved' ? 'Pending' : 'Resolved';
  expect(
    (
      await request.post('/api/support-tickets/11/status', {
        headers: bearer(token),
        data: { status: next },
      })
    ).status(),
  ).toBe(200);
  // Coming back to the window asks again (an administrator never works from a stale list);
  // SWR heeds focus at most once in 5 s.
  await page.waitForTimeout(5_100);
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  await expect(bodyRows(page).locator('td:nth-child(6)')).toHaveText(next);
});
