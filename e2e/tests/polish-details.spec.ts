import { expect, test } from './test.ts';
import type { APIRequestContext, Page } from '@playwright/test';
import { apiToken, bearer, registerPartner, signIn, storedTokens, submitLogin } from './support.ts';

// The polish that is not a list's: the notifications page, a partner whose
// application is pending, the sign-up terms and heading, the OAuth callback's first paint,
// Undo on a profile, the header search's See all, and the dashboard's placeholders.

const bell = (page: Page) => page.getByRole('button', { name: /^Notifications/ });

async function unreadOnServer(request: APIRequestContext, token: string) {
  const answer = await request.get('/api/notifications', { headers: bearer(token) });
  const { data } = (await answer.json()) as { data: { read_at: string | null }[] };
  return data.filter((notification) => notification.read_at === null).length;
}

test('the bell leads to a page of every unread notification, read there one by one or all', async ({
  page,
  request,
}) => {
  const token = await apiToken(request);
  const cleared = await request.post('/api/notifications/read-all', { headers: bearer(token) });
  expect(cleared.status()).toBe(200);
  await registerPartner(request, 'Dawn Patrol Outfitters');
  await registerPartner(request, 'Dusk Patrol Outfitters');

  await signIn(page);
  await expect(bell(page)).toHaveAccessibleName('Notifications, 2 unread');
  await bell(page).click();
  await page.getByRole('link', { name: 'See all notifications' }).click();
  await expect(page).toHaveURL('/notifications');
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();

  const rows = page.getByRole('list', { name: 'Unread notifications' }).getByRole('listitem');
  await expect(rows).toHaveCount(2);
  // Newest on top, each dated relatively with the exact time on hover.
  await expect(rows.first()).toContainText('Dusk Patrol Outfitters');
  await expect(rows.nth(1)).toContainText('Dawn Patrol Outfitters');
  const sent = rows.first().locator('time');
  await expect(sent).toHaveText(/^(now|\d+ ?(s|sec|m|min)\.? ago)$/);
  await sent.hover();
  await expect(page.getByRole('tooltip')).toHaveText(/\d{4}, \d{1,2}:\d{2}/);

  await rows
    .first()
    .getByRole('button', { name: /^Mark as read/ })
    .click();
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Dawn Patrol Outfitters');
  // The bell reads the same list.
  await expect(bell(page)).toHaveAccessibleName('Notifications, 1 unread');
  await expect.poll(() => unreadOnServer(request, token)).toBe(1);

  await page.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(page.getByText('No notifications')).toBeVisible();
  await expect(bell(page)).toHaveAccessibleName('Notifications');
  await expect.poll(() => unreadOnServer(request, token)).toBe(0);
});

test('a partner whose application is pending is told so on the login page, and not signed in', async ({
  page,
  request,
}) => {
  const partner = await registerPartner(request, 'Pending Parasols');
  await submitLogin(page, partner);

  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
    'Your application is still under review. You can sign in once it has been approved.',
  );
  await expect(page).toHaveURL('/login');
  expect(await storedTokens(page)).toEqual([null, null]);
  await page.goto('/');
  await expect(page).toHaveURL('/login');
});

test('sign-up links to its terms, and its success keeps the heading', async ({ page, context }) => {
  await page.goto('/signup');
  const [terms] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('link', { name: 'Read the terms' }).click(),
  ]);
  await expect(
    terms.getByRole('heading', { level: 1, name: 'Terms and conditions' }),
  ).toBeVisible();
  await terms.close();

  await page.getByRole('textbox', { name: 'Name' }).fill('Lena Terms');
  await page.getByRole('textbox', { name: 'Email' }).fill(`lena-${Date.now()}@example.test`);
  await page.getByLabel('Password', { exact: true }).fill('first-password-1');
  await page.getByLabel('Confirm Password', { exact: true }).fill('first-password-1');
  await page.getByText('I agree to the terms and conditions').click();
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByRole('status')).toContainText('Thank you for applying.');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Create your account');
});

test('the OAuth callback shows its waiting card while its code still downloads', async ({
  page,
}) => {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let isHeld = false;
  await page.route('**/assets/OAuthCallbackScreen-*.js', async (route) => {
    isHeld = true;
    await held;
    await route.continue();
  });
  await page.goto('/oauth/google/callback');
  await expect.poll(() => isHeld).toBe(true);
  await expect(page.getByRole('heading', { level: 1, name: 'Signing in' })).toBeVisible();
  await expect(page.getByText('Completing authentication...')).toBeVisible();
  release();
  // Without the provider's answer the screen then says the sign-in failed.
  await expect(
    page.getByRole('heading', { level: 1, name: 'Authentication Failed' }),
  ).toBeVisible();
});

test("Suspend on a traveler's profile can be undone from its toast", async ({ page, request }) => {
  const token = await apiToken(request);
  const found = await request.get('/api/travelers', {
    headers: bearer(token),
    params: { page: 1, per_page: 1, status: 'Active', sort: 'email', dir: 'desc' },
  });
  const traveler = ((await found.json()) as { data: { id: number; name: string }[] }).data[0]!;
  const statusOnServer = async () => {
    const answer = await request.get(`/api/travelers/${traveler.id}`, { headers: bearer(token) });
    return ((await answer.json()) as { data: { status: string } }).data.status;
  };

  await signIn(page);
  await page.goto(`/travelers/profile/${traveler.id}`);
  await expect(page.getByRole('heading', { level: 1, name: traveler.name })).toBeVisible();
  await page.getByRole('button', { name: 'Suspend', exact: true }).click();
  const toast = page
    .getByRole('alertdialog')
    .filter({ hasText: `${traveler.name} is now Suspended.` });
  await expect(toast).toBeVisible();
  await expect.poll(statusOnServer).toBe('Suspended');

  await toast.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByText(`${traveler.name} is back to Active.`)).toBeVisible();
  await expect.poll(statusOnServer).toBe('Active');
  await expect(page.getByRole('button', { name: 'Suspend', exact: true })).toBeVisible();
});

test("Suspend on a rider's profile asks first, then can be undone from its toast", async ({
  page,
  request,
}) => {
  const token = await apiToken(request);
  const found = await request.get('/api/riders', {
    headers: bearer(token),
    params: { page: 1, per_page: 1, status: 'Active', sort: 'email', dir: 'desc' },
  });
  const rider = ((await found.json()) as { data: { id: number }[] }).data[0]!;
  const statusOnServer = async () => {
    const answer = await request.get(`/api/riders/${rider.id}`, { headers: bearer(token) });
    return ((await answer.json()) as { data: { status: string } }).data.status;
  };

  await signIn(page);
  await page.goto(`/riders/profile/${rider.id}`);
  await page.getByRole('button', { name: 'Suspend', exact: true }).click();
  await page
    .getByRole('alertdialog', { name: 'Suspend Rider' })
    .getByRole('button', { name: 'Suspend' })
    .click();
  const toast = page.getByRole('alertdialog').filter({ hasText: 'Rider suspended successfully!' });
  await expect.poll(statusOnServer).toBe('Suspended');
  await toast.getByRole('button', { name: 'Undo' }).click();
  await expect.poll(statusOnServer).toBe('Active');
  await expect(page.getByRole('button', { name: 'Suspend', exact: true })).toBeVisible();
});

test("the header search's See all opens the list searched for the same text", async ({ page }) => {
  await signIn(page);
  await page.getByRole('combobox', { name: 'Search partners, travelers and riders' }).fill('mar');
  await page.getByRole('option', { name: 'See all Travelers' }).click();
  await expect(page).toHaveURL('/travelers?search=mar');
  await expect(page.getByRole('searchbox')).toHaveValue('mar');
});

test('the dashboard keeps its layout while it loads; on a phone the figures are two a row', async ({
  page,
}) => {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  for (const path of ['/dashboard/states', '/orders', '/notifications/latest']) {
    await page.route(`**/api${path}`, async (route) => {
      await held;
      await route.continue();
    });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page);
  const travelers = page.getByRole('heading', { name: 'Travelers Overview' });
  const figures = page.getByRole('list', { name: 'Platform figures' }).getByRole('listitem');
  await expect(page.getByText('Loading States...')).toBeAttached();
  await expect(figures).toHaveCount(6);
  const top = async () => (await travelers.boundingBox())!.y;
  const loadingTop = await top();

  release();
  await expect(figures.first()).toContainText(/\d/);
  await expect(page.getByRole('figure', { name: 'Orders by status' })).toBeVisible();
  // The charts' placeholders held the charts' room: the table under them did not move.
  expect(Math.abs((await top()) - loadingTop)).toBeLessThanOrEqual(4);

  await page.setViewportSize({ width: 390, height: 844 });
  const [first, second, third] = await Promise.all(
    [0, 1, 2].map(async (index) => (await figures.nth(index).boundingBox())!),
  );
  expect(second!.y).toBe(first!.y);
  expect(third!.y).toBeGreaterThan(first!.y);
});
