import { expect, test } from './test.ts';
import type { APIRequestContext, Page } from '@playwright/test';
import { apiToken, bearer, signIn } from './support.ts';

// Paging, scrolling and Undo on a server-paged list, shown on /travelers: every list
// screen uses the same ListBody and ListPagination, so what holds here holds for all of them.

const table = (page: Page) =>
  page.getByRole('grid', { name: 'Travelers' }).or(page.getByRole('table', { name: 'Travelers' }));
const summary = (page: Page) => page.getByText(/^Showing \d[\d,]* to \d[\d,]* of /);
const settled = (page: Page) => expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
const firstName = (page: Page) => table(page).locator('tbody').getByRole('rowheader').first();

async function openTravelers(page: Page, search: string) {
  await signIn(page);
  await page.goto(`/travelers${search}`);
  await expect(firstName(page)).toBeVisible();
  await settled(page);
}

test('while the next page loads, the footer and the highlighted page describe the rows on screen', async ({
  page,
}) => {
  await openTravelers(page, '?sort=name');
  await expect(summary(page)).toHaveText(/^Showing 1 to 10 of /);
  const pageOneFirst = (await firstName(page).textContent()) ?? '';
  expect(pageOneFirst).not.toBe('');

  // Every (footer, first row) pair the page ever shows, noted on each change of the DOM.
  await page.evaluate(() => {
    const seen: [string, string][] = [];
    (window as unknown as { seen: typeof seen }).seen = seen;
    const note = () => {
      const footer = [...document.querySelectorAll('p')].find((p) =>
        p.textContent?.startsWith('Showing'),
      );
      const first = document.querySelector('tbody [role="rowheader"], tbody th');
      seen.push([footer?.textContent ?? '', first?.textContent ?? '']);
    };
    new MutationObserver(note).observe(document.body, {
      subtree: true,
      childList: true,
      characterData: true,
    });
  });

  // The second page answers two seconds late.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/api\/travelers\?.*page=2/, async (route) => {
    await held;
    await route.continue();
  });

  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(1);
  // Still loading: the footer, the current page and the rows are page 1's.
  await expect(summary(page)).toHaveText(/^Showing 1 to 10 of /);
  await expect(page.getByRole('button', { name: 'Page 1' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(firstName(page)).toHaveText(pageOneFirst);
  await page.waitForTimeout(500);
  await expect(summary(page)).toHaveText(/^Showing 1 to 10 of /);

  release();
  await expect(summary(page)).toHaveText(/^Showing 11 to 20 of /);
  await settled(page);
  await expect(firstName(page)).not.toHaveText(pageOneFirst);
  await expect(page.getByRole('button', { name: 'Page 2' })).toHaveAttribute(
    'aria-current',
    'page',
  );

  // Never the new footer over the old rows.
  const seen = await page.evaluate(() => (window as unknown as { seen: [string, string][] }).seen);
  expect(seen.length).toBeGreaterThan(0);
  const mixed = seen.filter(
    ([footer, first]) => footer.startsWith('Showing 11 to 20') && first.includes(pageOneFirst),
  );
  expect(mixed).toEqual([]);
});

test('Next at the foot of a long page brings the table top into view', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 700 });
  await openTravelers(page, '?sort=name&per_page=50');
  const next = page.getByRole('button', { name: 'Next' });
  await next.scrollIntoViewIfNeeded();
  const top = () => table(page).evaluate((element) => element.getBoundingClientRect().top);
  expect(await top()).toBeLessThan(0);

  await next.click();
  await expect(summary(page)).toHaveText(/^Showing 51 to 100 of /);
  const headerBottom = await page
    .getByRole('banner')
    .first()
    .evaluate((element) => element.getBoundingClientRect().bottom);
  await expect.poll(top).toBeGreaterThanOrEqual(headerBottom);
  expect(await top()).toBeLessThan(700);
});

/** GET /api/travelers/{id}'s status. */
async function statusOf(request: APIRequestContext, token: string, id: number) {
  const answer = await request.get(`/api/travelers/${id}`, { headers: bearer(token) });
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { data: { status: string } }).data.status;
}

test('Undo on the Suspend toast makes the traveler Active again', async ({ page, request }) => {
  const token = await apiToken(request);
  // An Active traveler no other test picks: the last by phone number.
  const listed = await request.get(
    '/api/travelers?status=Active&sort=phone&dir=desc&page=1&per_page=1',
    { headers: bearer(token) },
  );
  const [traveler] = ((await listed.json()) as { data: { id: number; name: string }[] }).data;
  expect(traveler).toBeDefined();
  const { id, name } = traveler!;

  await openTravelers(page, `?search=${encodeURIComponent(name)}`);
  await page.getByRole('button', { name: `Actions for ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Suspend' }).click();
  const toast = page
    .getByRole('alertdialog')
    .or(page.getByRole('region', { name: 'Notifications' }));
  await expect(toast.getByText('1 traveler now Suspended.')).toBeVisible();
  await expect.poll(() => statusOf(request, token, id)).toBe('Suspended');

  await toast.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByText('1 traveler back to Active.')).toBeVisible();
  await expect.poll(() => statusOf(request, token, id)).toBe('Active');
  await expect(page.getByRole('button', { name: 'Undo' })).toHaveCount(0);
  await expect(table(page).getByRole('row').filter({ hasText: name })).toContainText('Active');

  // A delete asks first and names who would go.
  await page.getByRole('button', { name: `Actions for ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete Account' });
  await expect(dialog).toContainText(name);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
});
