import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { listRows, settled } from './partners-riders-support.ts';
import { apiToken, bearer, demo, openChat } from './support.ts';
import { expect, test } from './test.ts';
import { givenSecondAdmin } from './two-admins.ts';
import { leo, signedInAs } from './two-admins.ts';

const tab = (page: Page, name: string) => page.getByRole('tab', { name: new RegExp(`^${name}`) });
const countOf = async (page: Page, name: string) =>
  Number((await tab(page, name).innerText()).replace(/\D/g, ''));
const rows = (page: Page) => page.getByRole('table', { name: 'Partners' }).locator('tbody tr');

/** The Active tab's first page, as B's list shows it. */
const firstActivePage = '/partners?status=Active&page=1&per_page=10';

interface ListedPartner {
  id: number;
  business_name: string | null;
  status: string;
}

/** A suspends a partner: B’s Active tab and count change within a second */
export async function activeTabFollowsASuspension(browser: Browser, request: APIRequestContext) {
  const token = await apiToken(request);
  const partner = (await listRows<ListedPartner>(request, token, firstActivePage))[0]!;
  const a = await signedInAs(browser, demo);
  const b = await signedInAs(browser, leo);

  await b.goto('/partners');
  await settled(b);
  await expect(rows(b).first()).toContainText(partner.business_name ?? '');
  const active = await countOf(b, 'Active');

  await a.goto(`/partners/profile/${partner.id}`);
  await a.getByRole('button', { name: 'Suspend', exact: true }).click();
  const saved = a.waitForResponse((response) => response.url().endsWith('/partners/status-update'));
  await a
    .getByRole('alertdialog', { name: 'Suspend Partner' })
    .getByRole('button', { name: 'Suspend', exact: true })
    .click();
  expect((await saved).status()).toBe(200);

  // The count moves at once; the row stays put behind the bar until B asks for it.
  await expect(tab(b, 'Active')).toContainText(String(active - 1), { timeout: 1000 });
  const bar = b.getByRole('button', { name: '1 updated, show' });
  await expect(bar).toBeVisible({ timeout: 1000 });
  await expect(rows(b).first()).toContainText(partner.business_name ?? '');
  await bar.click();
  await expect(rows(b).first()).not.toContainText(partner.business_name ?? '');
  await expect(bar).toBeHidden();

  await a.context().close();
  await b.context().close();
}

/** B’s save of a partner A changed meanwhile shows A’s values, then saves again */
export async function conflictViewShowsTheOtherEdit(browser: Browser, request: APIRequestContext) {
  const token = await apiToken(request);
  const partner = (await listRows<ListedPartner>(request, token, firstActivePage))[1]!;
  const a = await signedInAs(browser, demo);
  const b = await signedInAs(browser, leo);
  const form = `/partners/update-partner/${partner.id}`;
  await a.goto(form);
  await b.goto(form);
  const businessName = (page: Page) => page.getByRole('textbox', { name: 'Business Name' });
  await expect(businessName(a)).toHaveValue(partner.business_name ?? '');
  await expect(businessName(b)).toHaveValue(partner.business_name ?? '');

  await businessName(a).fill('Nomad Threads by A');
  await a.getByRole('button', { name: 'Save Changes' }).click();
  await expect(a.getByText('Partner updated successfully!')).toBeVisible();

  await businessName(b).fill('Nomad Threads by B');
  await b.getByRole('button', { name: 'Save Changes' }).click();
  const changes = b.getByTestId('conflict-changes');
  await expect(changes).toContainText('Business Name is now “Nomad Threads by A”.');
  await expect(businessName(b)).toHaveValue('Nomad Threads by B');
  await expect(b).toHaveURL(form);

  // Reviewed: saving again goes through, over the version B has now seen.
  await b.getByRole('button', { name: 'Save Changes' }).click();
  await expect(b.getByText('Partner updated successfully!')).toBeVisible();
  const saved = await request.get(`/api/partners/${partner.id}`, { headers: bearer(token) });
  expect(((await saved.json()) as { data: ListedPartner }).data.business_name).toBe(
    'Nomad Threads by B',
  );

  await a.context().close();
  await b.context().close();
}

/** a record two admins have open says who else views it and who changed it */
export async function presenceAndChangedByShow(browser: Browser, request: APIRequestContext) {
  const token = await apiToken(request);
  const partner = (await listRows<ListedPartner>(request, token, firstActivePage))[2]!;
  const a = await signedInAs(browser, demo);
  const b = await signedInAs(browser, leo);
  const profile = `/partners/profile/${partner.id}`;
  await a.goto(profile);
  await b.goto(profile);
  await expect(a.getByTestId('record-viewers')).toHaveText('Leo Adams is viewing this');
  await expect(b.getByTestId('record-viewers')).toHaveText(/^.+ is viewing this$/);

  await a.getByRole('button', { name: 'Suspend', exact: true }).click();
  await a
    .getByRole('alertdialog', { name: 'Suspend Partner' })
    .getByRole('button', { name: 'Suspend', exact: true })
    .click();
  await expect(b.getByTestId('record-changed-by')).toContainText('Changed by', { timeout: 1000 });
  await expect(b.getByRole('button', { name: 'Activate' })).toBeVisible({ timeout: 1000 });

  await b.context().close();
  await expect(a.getByTestId('record-viewers')).toBeHidden();
  await a.context().close();
}

/** A ticket status changed in one admin's chat shows in the other's open chat within a second */
export async function ticketStatusArrivesLive(browser: Browser) {
  const a = await signedInAs(browser, demo);
  const b = await signedInAs(browser, leo);
  await openChat(a, 27);
  await openChat(b, 27);
  const status = (page: Page) => page.getByRole('button', { name: /Status/ });
  const next = (await status(a).innerText()).includes('In Progress') ? 'Pending' : 'In Progress';
  await status(a).click();
  await a.getByRole('option', { name: next, exact: true }).click();
  await expect(a.getByText(`Ticket status updated to ${next}.`)).toBeVisible();
  await expect(status(b)).toContainText(next, { timeout: 1000 });
  await expect(b.getByTestId('record-changed-by')).toContainText('Changed by');

  await a.context().close();
  await b.context().close();
}

/**
 * Declares the two-admin tests in the calling spec: a second admin joins by invitation on the
 * demo server, or is inserted into the PostgreSQL the load balancer's servers share.
 */
export function declareTwoAdminFlows() {
  test.beforeAll(async ({ request }) => {
    await givenSecondAdmin(request, process.env.E2E_DATABASE_URL);
  });
  test('A suspends a partner: B’s Active tab and count change within a second', async ({
    browser,
    request,
  }) => {
    await activeTabFollowsASuspension(browser, request);
  });
  test('B’s save of a partner A changed meanwhile shows A’s values, then saves again', async ({
    browser,
    request,
  }) => {
    await conflictViewShowsTheOtherEdit(browser, request);
  });
  test('a record two admins have open says who else views it and who changed it', async ({
    browser,
    request,
  }) => {
    await presenceAndChangedByShow(browser, request);
  });
  test('a ticket status changed in one chat shows in the other within a second', async ({
    browser,
  }) => {
    await ticketStatusArrivesLive(browser);
  });
}
