import { expect, test } from './test.ts';
import type { APIRequestContext, Page } from '@playwright/test';
import {
  apiToken,
  bearer,
  expectNoAxeViolations,
  newMail,
  outboxMark,
  registerPartner,
} from './support.ts';

const newPassword = 'second-password-2';

/** A partner the admin has approved: an applicant cannot sign in until then. */
async function approvedPartner(request: APIRequestContext, name: string) {
  const account = await registerPartner(request, name);
  const headers = bearer(await apiToken(request));
  const found = await request.get('/api/partners', {
    headers,
    params: { search: account.email, page: 1, per_page: 1 },
  });
  const id = ((await found.json()) as { data: { id: number }[] }).data[0]!.id;
  const accepted = await request.post('/api/partners/status-update', {
    headers,
    data: { id, status: 'accept' },
  });
  expect(accepted.status()).toBe(200);
  return account;
}

async function requestLink(page: Page, email: string) {
  await page.goto('/login');
  // The link is followed inside the app: the page is not loaded again, so this mark survives.
  await page.evaluate(() => Object.assign(window, { notReloaded: true }));
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL('/forgot-password');
  // The address changes before the screen's chunk arrives, and the login page (with its own
  // Email field) stays up until then: fill only once the new screen is there.
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot password?' })).toBeVisible();
  expect(await page.evaluate(() => 'notReloaded' in window)).toBe(true);
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
}

// A partner account of its own, so the shared demo admin keeps its password.
test('forgot password mails a link; the link sets a new password, then back to /login', async ({
  page,
  request,
}) => {
  const account = await approvedPartner(request, 'Reset Tester');
  const mark = await outboxMark(request);
  await requestLink(page, account.email);

  await expect(page.getByRole('status')).toHaveText('We have emailed your password reset link.');
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue('');
  await expectNoAxeViolations(page);

  // The demo outbox page shows the mail with its link, as a person would find it.
  await newMail(request, { to: account.email, subject: 'Reset your Packlight password', mark });
  await page.goto('/outbox');
  await page
    .getByRole('link', { name: /\/reset-password\?/ })
    .first()
    .click();

  await expect(page).toHaveURL(/\/reset-password\?/);
  const email = page.getByRole('textbox', { name: 'Email' });
  await expect(email).toHaveValue(account.email);
  await expect(email).toHaveAttribute('readonly');
  await expectNoAxeViolations(page);
  await page.getByLabel('New Password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm Password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Reset Password' }).click();

  await expect(page.getByRole('status')).toHaveText(
    'Your password has been reset. Redirecting to login...',
  );
  const shownAt = Date.now();
  await expect(page).toHaveURL('/login');
  // Two seconds to read the message first.
  expect(Date.now() - shownAt).toBeGreaterThan(1_500);

  // The new password works and the old one no longer does.
  const withNew = await request.post('/api/login', {
    data: { email: account.email, password: newPassword },
  });
  expect(withNew.status()).toBe(200);
  const withOld = await request.post('/api/login', { data: account });
  expect(withOld.status()).toBe(422);
});

test('a reset refused by the server shows why under the field', async ({ page, request }) => {
  const account = await registerPartner(request, 'Mismatch Tester');
  const query = new URLSearchParams({ email: account.email, token: 'not-a-real-token' });
  await page.goto(`/reset-password?${query}`);

  await page.getByLabel('New Password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm Password', { exact: true }).fill('something-else-3');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByLabel('New Password', { exact: true })).toHaveAccessibleDescription(
    'The password field confirmation does not match.',
  );

  await page.getByLabel('Confirm Password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  // The link itself is wrong: nothing the user can fix in a field.
  await expect(page.getByRole('alert')).toHaveText('This password reset token is invalid.');
});

test('a reset link without its token or email cannot be used', async ({ page }) => {
  await page.goto('/reset-password?email=someone%40example.test');

  await expect(page.getByRole('alert')).toHaveText(
    'Invalid reset link. Please request a new password reset.',
  );
  await expect(page.getByRole('button', { name: 'Reset Password' })).toBeDisabled();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Back to Login' }).click();
  await expect(page).toHaveURL('/login');
});

test('forgot password reads Sending... while busy, then shows a refusal', async ({ page }) => {
  let answer!: () => void;
  const held = new Promise<void>((resolve) => (answer = resolve));
  await page.route('**/api/forgot-password', async (route) => {
    await held;
    await route.fulfill({ status: 500, json: {} });
  });
  await requestLink(page, 'someone@example.test');

  await expect(page.getByRole('button', { name: 'Sending...' })).toBeDisabled();
  answer();
  await expect(page.getByRole('alert')).toHaveText('Failed to send reset link');
  await expect(page.getByRole('button', { name: 'Send Reset Link' })).toBeEnabled();
  // A failure keeps what was typed.
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue('someone@example.test');
});
