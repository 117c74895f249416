import { expect, test } from './test.ts';
import type { APIRequestContext, Page } from '@playwright/test';
import { apiToken, bearer, signIn } from './support.ts';

const searchCall = /\/api\/search\?/;

interface Hit {
  id: number;
  name?: string | null;
  business_name?: string | null;
}

async function apiSearch(request: APIRequestContext, query: string) {
  const token = await apiToken(request);
  const answer = await request.get(`/api/search?query=${encodeURIComponent(query)}`, {
    headers: bearer(token),
  });
  return ((await answer.json()) as { data: Record<'partners' | 'travelers' | 'riders', Hit[]> })
    .data;
}

/** Counts the search calls the page makes from now on. */
function countSearchCalls(page: Page) {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (searchCall.test(request.url())) calls.push(new URL(request.url()).search);
  });
  return calls;
}

const searchBox = (page: Page) =>
  page.getByRole('combobox', { name: 'Search partners, travelers and riders' });

test('typing searches once, shows the groups, and a result opens its profile', async ({
  page,
  request,
}) => {
  const token = await apiToken(request);
  const [partner] = (
    (await (
      await request.get('/api/dashboard/topPartners', { headers: bearer(token) })
    ).json()) as {
      data: Hit[];
    }
  ).data;
  const name = partner?.business_name;
  if (!partner || !name) throw new Error('The demo data has no partner with sales');

  await signIn(page);
  const calls = countSearchCalls(page);
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(searchCall, async (route) => {
    await held;
    await route.continue();
  });

  // Keystrokes closer together than the 300 ms debounce make a single call.
  await searchBox(page).pressSequentially(name, { delay: 40 });
  const results = page.getByRole('listbox');
  await expect(results).toContainText('Searching...');
  release();

  const partners = results.getByRole('group', { name: 'Partners' });
  await expect(partners.getByRole('option', { name })).toBeVisible();
  await expect(results.getByRole('group', { name: 'Riders' })).toHaveText(/RidersNo Record/);
  expect(calls).toEqual([`?query=${encodeURIComponent(name).replace(/%20/g, '+')}`]);

  await partners.getByRole('option', { name }).click();
  await expect(page).toHaveURL(`/partners/profile/${partner.id}`);
  await expect(searchBox(page)).toHaveValue('');
});

test('arrow keys and Enter open the first result', async ({ page, request }) => {
  const query = 'an';
  const groups = await apiSearch(request, query);
  const expected = [
    ...groups.partners.map((hit) => `/partners/profile/${hit.id}`),
    ...groups.travelers.map((hit) => `/travelers/profile/${hit.id}`),
    ...groups.riders.map((hit) => `/riders/profile/${hit.id}`),
  ][0];
  if (!expected) throw new Error(`The demo data has nobody matching "${query}"`);

  await signIn(page);
  const box = searchBox(page);
  await box.fill(query);
  const target = page.getByRole('option').and(page.locator(`[href="${expected}"]`));
  const targetId = await target.getAttribute('id');
  // react-aria resets the focused result once as a new list settles, so a press may land before
  // or after that: keep moving until the first result is the active one, as a user would.
  await expect(async () => {
    const active = await box.getAttribute('aria-activedescendant');
    if (active !== targetId) await box.press(active ? 'ArrowUp' : 'ArrowDown');
    expect(await box.getAttribute('aria-activedescendant')).toBe(targetId);
  }).toPass();
  await box.press('Enter');
  await expect(page).toHaveURL(expected);
});

test('blank text clears the results without a call', async ({ page }) => {
  await signIn(page);
  await searchBox(page).fill('Horizon');
  // The three groups, and the last one that holds 'See all results'.
  await expect(page.getByRole('listbox').getByRole('group')).toHaveCount(4);
  const calls = countSearchCalls(page);

  await searchBox(page).fill('   ');
  await expect(page.getByRole('listbox').getByRole('group')).toHaveCount(0);
  // Longer than the debounce: a call would have gone out by now.
  await page.waitForTimeout(600);
  expect(calls).toEqual([]);
});

test('a failed search shows no results, said once', async ({ page }) => {
  await signIn(page);
  await page.route(searchCall, (route) =>
    route.fulfill({ status: 500, json: { message: 'Server Error' } }),
  );
  await searchBox(page).fill('Horizon');
  const results = page.getByRole('listbox');
  await expect(results).toHaveText('Nothing matches “Horizon”.');
  await expect(results.getByRole('group')).toHaveCount(0);
});
