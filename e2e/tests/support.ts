import { expect, type Page } from '@playwright/test';

/** The account the api-server seeds in demo mode. */
export const demo = { email: 'admin@packlight.dev', password: 'packlight-demo' };

export const welcome = 'Welcome Back, Admin!';

/** Fills the login form and submits it; the caller checks where it led. */
export async function submitLogin(
  page: Page,
  { email = demo.email, password = demo.password, remember = true } = {},
) {
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  // Exact: the 'Show password' toggle is labelled too.
  await page.getByLabel('Password', { exact: true }).fill(password);
  const rememberMe = page.getByRole('checkbox', { name: 'Remember me' });
  // The visible label takes the click, as for a user; the input itself is visually hidden.
  if ((await rememberMe.isChecked()) !== remember) await page.getByText('Remember me').click();
  await expect(rememberMe).toBeChecked({ checked: remember });
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** Signs in with the demo account and waits for the dashboard. */
export async function signIn(page: Page, options: { remember?: boolean } = {}) {
  await submitLogin(page, options);
  await expect(page.getByRole('heading', { level: 1, name: welcome })).toBeVisible();
}

/** Where the bearer token is kept: [localStorage, sessionStorage]. */
export function storedTokens(page: Page) {
  return page.evaluate(() => [
    localStorage.getItem('auth_token'),
    sessionStorage.getItem('auth_token'),
  ]);
}
