import { expect, test } from './test.ts';
import {
  apiToken,
  bearer,
  confirmingCode,
  demo,
  expectNoAxeViolations,
  registerPartner,
  signIn,
  storedTokens,
  submitLogin,
  welcome,
} from './support.ts';

test('signing in with the demo account reaches the dashboard', async ({ page }) => {
  await page.goto('/login');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Grow with every traveler' }),
  ).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Remember me' })).toBeChecked();
  await expectNoAxeViolations(page);

  await signIn(page);

  await expect(page).toHaveURL('/');
  await expect(
    page.getByText(
      "Here's your real-time overview of platform activity, partner performance, and traveler engagement.",
    ),
  ).toBeVisible();
  const today = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' }).format(new Date());
  await expect(page.getByText(today)).toBeVisible();
  // Remember me is ticked by default: the session outlives the tab.
  const [local, session] = await storedTokens(page);
  expect(local).toBeTruthy();
  expect(session).toBeNull();
});

test("a wrong password shows the server's error under the email field", async ({ page }) => {
  await submitLogin(page, { password: 'not-the-password' });

  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
    'These credentials do not match our records.',
  );
  // Field errors replace the general banner.
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page).toHaveURL('/login');
  await expectNoAxeViolations(page);

  // Retyping only the password is enough: the message under Email does not block the retry.
  await page.getByLabel('Password', { exact: true }).fill(demo.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: welcome })).toBeVisible();
});

test('remember me unchecked keeps the token in sessionStorage only', async ({ page }) => {
  await signIn(page, { remember: false });

  const [local, session] = await storedTokens(page);
  expect(local).toBeNull();
  expect(session).toBeTruthy();
});

test('a signed-in user who opens /login goes back to the dashboard', async ({ page }) => {
  await signIn(page);
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: welcome })).toBeVisible();
  await expect(page).toHaveURL('/');
});

// The next answers are rare on the demo server, so the browser is given them directly.

test('a refusal without field errors shows the message in a banner for 10 seconds', async ({
  page,
}) => {
  // The server's own refusal: after five failures for one account, login answers 429.
  const stranger = { email: 'nobody-here@packlight.dev', password: 'not-a-password' };
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const answer = await page.request.post('/api/login', { data: stranger });
    expect(answer.status()).toBe(422);
  }
  await page.clock.install();

  await submitLogin(page, stranger);

  const banner = page.getByRole('alert');
  await expect(banner).toHaveText('Too Many Attempts.');
  // No field shows an error: the banner is the only message.
  await expect(page.getByRole('textbox', { name: 'Email' })).not.toHaveAttribute('aria-invalid');
  await page.clock.runFor(9_000);
  await expect(banner).toHaveText('Too Many Attempts.');
  await page.clock.runFor(1_000);
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('a login that asks for a second factor holds the visitor at /two-factor', async ({ page }) => {
  // Turn on the authenticator for the demo admin through the API, and off again afterwards.
  const signedIn = await page.request.post('/api/login', { data: demo });
  const { data } = (await signedIn.json()) as { data: { token: string } };
  const headers = { Authorization: `Bearer ${data.token}`, Accept: 'application/json' };
  const setup = await page.request.post('/api/2fa/generate-totp', {
    headers,
    data: { current_password: demo.password },
  });
  expect(setup.status()).toBe(200);
  const { secret } = ((await setup.json()) as { data: { secret: string } }).data;
  const enabled = await page.request.post('/api/2fa/update', {
    headers,
    data: { method: 'totp', code: await confirmingCode(secret), current_password: demo.password },
  });
  expect(enabled.status()).toBe(200);
  try {
    await submitLogin(page);

    await expect(page).toHaveURL('/two-factor');
    expect(await storedTokens(page)).toEqual([null, null]);
    await page.goto('/');
    await expect(page).toHaveURL('/two-factor');
  } finally {
    const disabled = await page.request.post('/api/2fa/update', {
      headers,
      data: { method: 'none', current_password: demo.password },
    });
    expect(disabled.status()).toBe(200);
  }
});

test('a partner who signs in is told this back office is for administrators', async ({
  page,
  request,
}) => {
  // An approved partner: a real account with a password, of another kind than admin.
  const partner = await registerPartner(request, 'Nadia Outfitters');
  const headers = bearer(await apiToken(request));
  const found = await request.get('/api/partners', {
    headers,
    params: { search: partner.email, page: 1, per_page: 1 },
  });
  const id = ((await found.json()) as { data: { id: number }[] }).data[0]!.id;
  const accepted = await request.post('/api/partners/status-update', {
    headers,
    data: { id, status: 'accept' },
  });
  expect(accepted.status()).toBe(200);

  await page.goto('/login');
  await expect(page).toHaveTitle('Sign in · Packlight');
  await submitLogin(page, { ...partner, remember: true });

  await expect(page.getByRole('alert')).toHaveText(
    'This back office is for Packlight administrators. Sign in with an administrator account.',
  );
  await expect(page).toHaveURL('/login');
  expect(await storedTokens(page)).toEqual([null, null]);
});
