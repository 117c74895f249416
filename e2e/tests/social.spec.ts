import { expect, test } from './test.ts';
import type { Page } from '@playwright/test';
import { apiToken, expectNoAxeViolations, storedTokens, welcome } from './support.ts';

const socialKeys = () =>
  ['oauth_state', 'oauth_provider', 'shopify_domain'].map((key) => sessionStorage.getItem(key));

const providerButton = (page: Page, name: string) =>
  page.getByRole('button', { name: `Sign in with ${name}` });

/** On the demo server's stand-in consent page: approve or deny as the demo admin. */
async function decideOnDemoPage(page: Page, provider: string, decision: 'Approve' | 'Deny') {
  await expect(page).toHaveURL(new RegExp(`/demo-oauth/${provider.toLowerCase()}/authorize`));
  await expect(page.getByRole('heading', { name: `Sign in with ${provider}` })).toBeVisible();
  await page.getByRole('button', { name: decision }).click();
}

test('Google through the demo provider page signs in and cleans the address', async ({ page }) => {
  await page.goto('/login');
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/social/google/redirect?*', async (route) => {
    await held;
    await route.continue();
  });

  await providerButton(page, 'Google').click();

  // While it starts: the chosen button says so and none can be pressed.
  await expect(page.getByRole('button', { name: 'Connecting...' })).toBeDisabled();
  await expect(providerButton(page, 'Apple')).toBeDisabled();
  await expect(providerButton(page, 'Shopify')).toBeDisabled();
  release();

  await decideOnDemoPage(page, 'Google', 'Approve');

  await expect(page.getByRole('heading', { level: 1, name: welcome })).toBeVisible();
  await expect(page).toHaveURL('/');
  const [local] = await storedTokens(page);
  expect(local).toBeTruthy();
  expect(await page.evaluate(socialKeys)).toEqual([null, null, null]);
});

test('denying on the provider page fails, then returns to /login with the reason', async ({
  page,
}) => {
  await page.goto('/login');
  await providerButton(page, 'Google').click();
  await decideOnDemoPage(page, 'Google', 'Deny');

  await expect(
    page.getByRole('heading', { level: 1, name: 'Authentication Failed' }),
  ).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText('OAuth error: access_denied');
  await expect(page.getByText('Redirecting to login page...')).toBeVisible();
  await expectNoAxeViolations(page);
  expect(await page.evaluate(socialKeys)).toEqual([null, null, null]);

  await expect(page).toHaveURL('/login?error=OAuth+error%3A+access_denied');
  await expect(page.getByRole('alert')).toHaveText('OAuth error: access_denied');
  await expectNoAxeViolations(page);
});

test('Shopify asks for the shop domain, checks it, then signs in through the shop', async ({
  page,
}) => {
  await page.goto('/login');
  await providerButton(page, 'Shopify').click();
  const dialog = page.getByRole('dialog', { name: 'Sign in with Shopify' });
  const domain = dialog.getByRole('textbox', { name: 'Shop domain' });
  await expect(domain).toHaveAttribute('placeholder', 'your-store.myshopify.com');

  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(domain).toHaveAccessibleDescription(/Shop domain is required$/);
  await domain.fill('packlight.com');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(domain).toHaveAccessibleDescription(
    /Invalid shop domain format\. Please use format: your-store\.myshopify\.com$/,
  );
  await expectNoAxeViolations(page);
  // Cancel leaves every button as it was.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(providerButton(page, 'Shopify')).toBeEnabled();

  await providerButton(page, 'Shopify').click();
  await domain.fill('packlight-outfitters.myshopify.com');
  await dialog.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(/\/demo-oauth\/shopify\/authorize/);
  const [state, provider, shop] = await page.evaluate(socialKeys);
  expect(state).toMatch(/^[0-9a-f]{64}$/);
  expect([provider, shop]).toEqual(['shopify', 'packlight-outfitters.myshopify.com']);
  await decideOnDemoPage(page, 'Shopify', 'Approve');
  await expect(page.getByRole('heading', { level: 1, name: welcome })).toBeVisible();
});

test('a sign-in that cannot start says why on the login page', async ({ page }) => {
  await page.route('**/api/social/apple/redirect?*', (route) =>
    route.fulfill({ status: 500, json: {} }),
  );
  await page.route('**/api/social/google/redirect?*', (route) =>
    route.fulfill({ status: 200, json: { data: {} } }),
  );
  await page.goto('/login');

  await providerButton(page, 'Apple').click();
  await expect(page.getByRole('alert')).toHaveText('Failed to initiate Apple login');
  await expect(providerButton(page, 'Apple')).toBeEnabled();

  await providerButton(page, 'Google').click();
  await expect(page.getByRole('alert')).toHaveText('No redirect URL received from server');
  expect(await page.evaluate(socialKeys)).toEqual([null, null, null]);
});

test.describe('a callback the app refuses', () => {
  const cases = [
    { search: '?error=server_error&state=s1', message: 'OAuth error: server_error' },
    { search: '?state=s1', message: 'Authorization code not received' },
    { search: '?code=c1&state=forged', message: 'Invalid OAuth state' },
    {
      search: '?code=c1&state=s1',
      stored: { oauth_state: 's1' },
      message: 'No OAuth provider found in session',
    },
    // The app's checks pass, the server's do not: it never handed out this state.
    {
      search: '?code=c1&state=s1',
      stored: { oauth_state: 's1', oauth_provider: 'google' },
      message: 'Invalid OAuth state',
    },
  ];
  for (const {
    search,
    stored = { oauth_state: 's1', oauth_provider: 'google' },
    message,
  } of cases) {
    test(`${search} with ${Object.keys(stored).join(', ')}: ${message}`, async ({ page }) => {
      await page.goto('/login');
      await page.evaluate((items) => {
        for (const [key, value] of Object.entries(items)) sessionStorage.setItem(key, value);
      }, stored);

      await page.goto(`/oauth/google/callback${search}`);

      await expect(page.getByRole('alert')).toHaveText(message);
      expect(await page.evaluate(socialKeys)).toEqual([null, null, null]);
      await expect(page).toHaveURL(`/login?${new URLSearchParams({ error: message })}`);
      await expect(page.getByRole('alert')).toHaveText(message);
    });
  }

  test('the older callback addresses are the same screen', async ({ page }) => {
    for (const path of ['/auth/apple/callback', '/auth/callback']) {
      await page.goto(`${path}?error=access_denied`);
      await expect(page.getByRole('alert')).toHaveText('OAuth error: access_denied');
    }
  });
});

test('a handed-over token signs in only with the state this tab started', async ({
  page,
  request,
}) => {
  const token = await apiToken(request);
  await page.goto('/login');
  await page.evaluate(() => {
    sessionStorage.setItem('oauth_state', 'started-here');
    sessionStorage.setItem('oauth_provider', 'google');
  });
  const handOver = new URLSearchParams({ token, login: 'success', state: 'started-here' });
  await page.goto(`/auth/callback?${handOver}`);

  await expect(page.getByRole('heading', { level: 1, name: welcome })).toBeVisible();
  await expect(page).toHaveURL('/');
  expect((await storedTokens(page))[0]).toBe(token);
});

test('a handed-over token this browser did not ask for is refused (login CSRF)', async ({
  page,
  request,
}) => {
  const token = await apiToken(request);
  // Someone else's session, in a link a stranger sends: no sign-in was started in this tab.
  await page.goto(`/auth/callback?${new URLSearchParams({ token, login: 'success' })}`);

  await expect(
    page.getByRole('heading', { level: 1, name: 'Authentication Failed' }),
  ).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText('Invalid OAuth state');
  await expect(page).toHaveURL(/\/login\?error=Invalid\+OAuth\+state/, { timeout: 10_000 });
  expect(await storedTokens(page)).toEqual([null, null]);
});

test('/login?error= shows only the app’s own messages', async ({ page }) => {
  await page.goto(
    `/login?${new URLSearchParams({ error: 'Your session expired. Call +1-800-555-0100' })}`,
  );
  await expect(page.getByText('Authentication failed', { exact: true })).toBeVisible();
  await expect(page.getByText(/1-800/)).toHaveCount(0);
});
