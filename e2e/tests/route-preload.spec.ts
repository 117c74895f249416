import { expect, test } from './test.ts';
import { joinedChannel, signIn } from './support.ts';

// Opening a signed-in address must not be a chain of downloads (the travelers bench times the
// first row): while GET /user checks the stored session, the shell, the address's screen and that
// screen's first call are already on their way (src/lib/lazy-screen.ts), and the screen takes
// the answer asked for ahead instead of calling again.

test('a list address loads its screen and first page while the session is being checked', async ({
  page,
}) => {
  await signIn(page);
  const asked: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    asked.push(url.pathname + url.search);
  });
  let releaseUser = () => {};
  const userHeld = new Promise<void>((resolve) => (releaseUser = resolve));
  await page.route('**/api/user', async (route) => {
    await userHeld;
    await route.continue();
  });

  await page.goto('/travelers?search=ma&sort=name&dir=desc');

  const listCalls = () => asked.filter((url) => url.startsWith('/api/travelers?'));
  await expect
    .poll(listCalls)
    .toEqual(['/api/travelers?search=ma&sort=name&dir=desc&page=1&per_page=10']);
  expect(asked.some((url) => /^\/assets\/TravelersScreen-[\w-]+\.js$/.test(url))).toBe(true);
  // Nothing is drawn from the list before the session is known to be good.
  await expect(page.getByRole('table', { name: 'Travelers' })).toHaveCount(0);

  releaseUser();
  const rows = page.getByRole('table', { name: 'Travelers' }).locator('tbody tr');
  await expect(rows.first().getByRole('rowheader')).not.toContainText('Loading');
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  expect(listCalls()).toHaveLength(1);
});

test('a stale session asked ahead still ends on /login, with nothing shown', async ({ page }) => {
  await page.goto('/login');
  await page.evaluate(() => localStorage.setItem('auth_token', 'revoked-or-made-up'));
  await page.goto('/travelers');
  await expect(page).toHaveURL('/login');
  await expect(page.getByRole('table')).toHaveCount(0);
});

test('a search asks for each query once, though its call starts before the screen renders', async ({
  page,
}) => {
  await signIn(page);
  const joined = joinedChannel(page, 'private-admin');
  await page.goto('/travelers');
  // Joining the admins' channel asks for the open list once more (D56): after that, each
  // search is asked once.
  await joined;
  await page.waitForLoadState('networkidle');
  // The first page on screen, not only nothing busy yet: its call may start after the page loads.
  const firstName = page
    .getByRole('table', { name: 'Travelers' })
    .locator('tbody tr')
    .first()
    .getByRole('rowheader');
  await expect(firstName).toBeVisible();
  await expect(firstName).not.toContainText('Loading');
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  const asked: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/travelers') asked.push(url.search);
  });
  const search = page.getByRole('searchbox', { name: 'Search travelers' });
  for (const text of ['m', 'ma']) {
    await search.fill(text);
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  }
  expect(asked).toEqual(['?search=m&page=1&per_page=10', '?search=ma&page=1&per_page=10']);
});
