import { expect, test } from './test.ts';
import type { Page } from '@playwright/test';
import { bearer, logOutFromSidebar, signIn, storedTokens, welcome } from './support.ts';

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });

/** Whether the old token still opens the API after a logout. */
async function tokenStillWorks(page: Page, token: string | null) {
  const answer = await page.request.get('/api/user', { headers: bearer(token ?? '') });
  return answer.status() !== 401;
}

test('the sidebar lists MENU and OTHER and marks the current page', async ({ page }) => {
  await signIn(page);
  const nav = sidebar(page);
  await expect(nav.getByRole('list', { name: 'MENU' }).getByRole('link')).toHaveText([
    'Dashboard',
    'Travelers',
    'Partners',
    'Riders',
    'Products',
    'Orders',
    'Refunds',
  ]);
  const other = nav.getByRole('list', { name: 'OTHER' });
  await expect(other.getByRole('link')).toHaveText(['Support', 'Activity', 'Settings']);
  await expect(other.getByRole('button', { name: 'Logout' })).toBeVisible();

  const current = nav.locator('[aria-current="page"]');
  await expect(current).toHaveText('Dashboard');
  // A page under a section marks the section; '/' only matches itself.
  await nav.getByRole('link', { name: 'Travelers' }).click();
  await expect(page).toHaveURL('/travelers');
  await page.goto('/travelers/profile/1');
  await expect(current).toHaveText('Travelers');
  await nav.getByRole('link', { name: 'Refunds' }).click();
  await expect(page).toHaveURL('/refund');
  await expect(current).toHaveText('Refunds');
});

test('the sidebar Logout asks first: Cancel stays, Logout signs out', async ({ page }) => {
  await signIn(page);
  const [token] = await storedTokens(page);

  await sidebar(page).getByRole('button', { name: 'Logout' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Logout?' });
  await expect(dialog).toContainText(
    'You are attempting to log out of Dashboard. Are you sure you want to log out?',
  );
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL('/');
  expect(await tokenStillWorks(page, token ?? null)).toBe(true);

  await logOutFromSidebar(page);
  expect(await storedTokens(page)).toEqual([null, null]);
  expect(await tokenStillWorks(page, token ?? null)).toBe(false);
});

test('the profile menu shows the user, opens Settings and logs out at once', async ({ page }) => {
  await signIn(page);
  const [token] = await storedTokens(page);
  const profile = page.getByRole('button', { name: /^Admin Packlight/ });
  await expect(profile).toContainText('admin@packlight.dev');

  await profile.click();
  await page.getByRole('menuitem', { name: 'Settings' }).click();
  await expect(page).toHaveURL('/settings');

  await profile.click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL('/login');
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  expect(await storedTokens(page)).toEqual([null, null]);
  expect(await tokenStillWorks(page, token ?? null)).toBe(false);
});

test('on a small screen the sidebar slides over from the menu button', async ({ page }) => {
  await page.setViewportSize({ width: 600, height: 900 });
  await signIn(page);
  await expect(sidebar(page)).toBeHidden();
  const menuButton = page.getByRole('button', { name: 'Open navigation' });

  await menuButton.click();
  const slideOver = page.getByRole('dialog', { name: 'Main navigation' });
  await slideOver.getByRole('link', { name: 'Riders' }).click();
  await expect(page).toHaveURL('/riders');
  await expect(slideOver).toBeHidden();
  // The screen it led to has loaded (its code comes with the route) before the button is used again.
  await expect(page.getByRole('heading', { level: 1, name: 'Riders' })).toBeVisible();

  // Escape closes it and gives focus back to the button.
  await menuButton.click();
  await expect(slideOver).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(slideOver).toBeHidden();
  await expect(menuButton).toBeFocused();

  await menuButton.click();
  await slideOver.getByRole('button', { name: 'Logout' }).click();
  await page
    .getByRole('alertdialog', { name: 'Logout?' })
    .getByRole('button', { name: 'Logout' })
    .click();
  await expect(page).toHaveURL('/login');
  await expect(slideOver).toBeHidden();
});

test('the skip link is the first Tab stop and moves focus to the page', async ({ page }) => {
  await signIn(page);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: welcome })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
});
