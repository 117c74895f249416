import { expect, test } from './test.ts';
import { demo, logOutFromSidebar, signIn, storedTokens, welcome } from './support.ts';

test('visiting the dashboard signed out lands on /login', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL('/login');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Grow with every traveler' }),
  ).toBeVisible();
});

test('a reload keeps the session', async ({ page }) => {
  await signIn(page);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: welcome })).toBeVisible();
  await expect(page).toHaveURL('/');
});

test('logout returns to /login and the old token no longer works', async ({ page, request }) => {
  await signIn(page);
  const [token] = await storedTokens(page);

  await logOutFromSidebar(page);

  await expect(page).toHaveURL('/login');
  expect(await storedTokens(page)).toEqual([null, null]);
  const answer = await request.get('/api/user', {
    headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
  });
  expect(answer.status()).toBe(401);
});

test('a stale token is dropped, and signing in returns to the page asked for', async ({ page }) => {
  await page.goto('/login');
  await page.evaluate(() => localStorage.setItem('auth_token', 'revoked-or-made-up'));
  await page.goto('/travelers');

  await expect(page).toHaveURL('/login');
  expect(await storedTokens(page)).toEqual([null, null]);

  await page.getByRole('textbox', { name: 'Email' }).fill(demo.email);
  await page.getByLabel('Password', { exact: true }).fill(demo.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL('/travelers');
});

test('signing out in one tab signs the other tab out too', async ({ page, context }) => {
  await signIn(page);
  const otherTab = await context.newPage();
  await otherTab.goto('/');
  await expect(otherTab.getByRole('heading', { level: 1, name: welcome })).toBeVisible();

  await logOutFromSidebar(page);

  await expect(otherTab).toHaveURL('/login');
});

test('signing in in one tab signs in the tab waiting on /login', async ({ page, context }) => {
  await page.goto('/login');
  const otherTab = await context.newPage();
  await otherTab.goto('/login');

  await signIn(page);

  await expect(otherTab.getByRole('heading', { level: 1, name: welcome })).toBeVisible();
  await expect(otherTab).toHaveURL('/');
});

test('a token changed in another tab is checked again, and a refused one ends the session', async ({
  page,
  context,
}) => {
  await signIn(page);
  const otherTab = await context.newPage();
  await otherTab.goto('/');
  await expect(otherTab.getByRole('heading', { level: 1, name: welcome })).toBeVisible();

  const verified = otherTab.waitForRequest('**/api/user');
  await page.evaluate(() => localStorage.setItem('auth_token', 'revoked-or-made-up'));

  // The other tab asks the server about the new token, which answers 401: signed out.
  await verified;
  await expect(otherTab).toHaveURL('/login');
  expect(await storedTokens(otherTab)).toEqual([null, null]);
});

test('a cold open shows the check screen until the signed-in app can draw, never an empty page', async ({
  page,
}) => {
  await signIn(page);
  // Records every moment the app's root holds no text once something has been drawn.
  await page.addInitScript(() => {
    const record = window as unknown as { emptyMoments: number };
    record.emptyMoments = 0;
    let drawn = false;
    new MutationObserver(() => {
      const text = document.getElementById('root')?.textContent?.trim() ?? '';
      if (text) drawn = true;
      else if (drawn) record.emptyMoments += 1;
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  // A slow signed-in chunk: the session check answers long before the app's code is in.
  await page.route(/\/assets\/SignedInApp-[\w-]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 600));
    await route.continue();
  });

  await page.goto('/travelers');
  await expect(page.getByRole('status')).toContainText('Loading...');
  await expect(page.getByRole('heading', { level: 1, name: 'Travelers' })).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  expect(
    await page.evaluate(() => (window as unknown as { emptyMoments: number }).emptyMoments),
  ).toBe(0);
});

test('an ended session says so on /login and returns to the page after sign-in', async ({
  page,
  request,
}) => {
  await signIn(page);
  await page.goto('/travelers');
  await expect(page.getByRole('table', { name: 'Travelers' })).toBeVisible();
  const [token] = await storedTokens(page);
  // The session ends on the server (idle, lifetime or revoked): the next call gets a 401.
  const ended = await request.post('/api/logout', {
    headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
  });
  expect(ended.status()).toBe(200);
  await page.reload();

  await expect(page).toHaveURL('/login');
  await expect(page.getByText('Your session has expired. Please sign in again.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Email' }).fill(demo.email);
  await page.getByLabel('Password', { exact: true }).fill(demo.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL('/travelers');
});
