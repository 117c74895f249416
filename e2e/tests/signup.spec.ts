import { expect, test } from './test.ts';
import type { Page } from '@playwright/test';
import { expectNoAxeViolations, registerPartner, signIn, welcome } from './support.ts';

interface SignupInput {
  email?: string;
  confirmation?: string;
  terms?: boolean;
}

const password = 'packing-light-1';

async function fillSignup(
  page: Page,
  {
    email = `lena-${Date.now()}@example.test`,
    confirmation = password,
    terms = true,
  }: SignupInput = {},
) {
  await page.getByRole('textbox', { name: 'Name' }).fill('Lena Voyage');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm Password', { exact: true }).fill(confirmation);
  if (terms) await page.getByText('I agree to the terms and conditions').click();
  await page.getByRole('button', { name: 'Sign up' }).click();
}

test('sign-up files a partner application and says so; nobody is signed in', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Sign up' }).click();
  await expect(page).toHaveURL('/signup');
  // The login page stays up until the sign-up chunk arrives; its Password field must not be used.
  await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
  await expectNoAxeViolations(page);

  // Each password can be shown to check it.
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Show password' }).first().click();
  await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'text');

  await fillSignup(page);

  await expect(page.getByRole('status')).toHaveText(
    'Thank you for applying. We will review your application and email you.',
  );
  await expectNoAxeViolations(page);
  expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();
  await page.getByRole('link', { name: 'Back to Login' }).click();
  await expect(page).toHaveURL('/login');
});

test("the server's refusals show under the fields they are about", async ({ page, request }) => {
  const taken = await registerPartner(request, 'Taken Name');
  await page.goto('/signup');

  // The payload's own rules first: the server checks the address only in a valid payload.
  await fillSignup(page, { email: taken.email, confirmation: 'not-the-same-2' });
  const passwordField = page.getByLabel('Password', { exact: true });
  await expect(passwordField).toHaveAccessibleDescription(
    'The password field confirmation does not match.',
  );
  await expect(passwordField).toBeFocused();

  await page.getByLabel('Confirm Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign up' }).click();
  const email = page.getByRole('textbox', { name: 'Email' });
  await expect(email).toHaveAccessibleDescription('The email has already been taken.');
  await expect(email).toBeFocused();
  await expectNoAxeViolations(page);
});

test('the terms must be accepted before anything is sent', async ({ page }) => {
  let sent = false;
  await page.route('**/api/register', (route) => {
    sent = true;
    return route.continue();
  });
  await page.goto('/signup');

  await fillSignup(page, { terms: false });

  const terms = page.getByRole('checkbox', { name: 'I agree to the terms and conditions' });
  await expect(terms).toHaveAccessibleDescription('The terms field must be accepted.');
  expect(sent).toBe(false);
  await page.getByText('I agree to the terms and conditions').click();
  await expect(page.getByText('The terms field must be accepted.')).toHaveCount(0);
});

test('a signed-in user who opens /signup goes back to the dashboard', async ({ page }) => {
  await signIn(page);
  await page.goto('/signup');
  await expect(page.getByRole('heading', { level: 1, name: welcome })).toBeVisible();
  await expect(page).toHaveURL('/');
});
