import { expect, test } from './test.ts';
import type { Page } from '@playwright/test';
import {
  recordIds,
  routePath,
  signedInRoutes,
  waitForContent,
} from '../../scripts/bench/first-paint.mjs';
import { paths } from '../../packages/admin-app/src/lib/paths.ts';
import { apiToken, expectNoAxeViolations, signIn } from './support.ts';

// Every screen in the dark theme, reached both ways a person gets there: the system's preference
// and the profile menu's choice; axe finds nothing on any of them (theme.spec.ts
// covers the first paint and the remembering itself).

/** The page background of the dark theme (the kit's dark surfaceSubtle). */
const darkBackground = 'rgb(21, 24, 29)';

/** The pages a visitor sees signed out. */
const signedOutPages = [
  paths.login.href(),
  paths.signup.href(),
  paths.forgotPassword.href(),
  `${paths.resetPassword.href()}?email=someone%40example.test&token=abc`,
  paths.terms.href(),
];

async function expectDark(page: Page, where: string) {
  await expect(page.locator('html'), where).toHaveAttribute('data-theme', 'dark');
  const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(background, where).toBe(darkBackground);
}

/** Opens every signed-in screen on real records, waits for its content, and runs axe there. */
async function everyScreenDarkAndClean(page: Page, ids: Awaited<ReturnType<typeof recordIds>>) {
  for (const route of signedInRoutes) {
    const path = routePath(route.pattern, ids);
    await page.goto(path);
    await waitForContent(page, route.content);
    await expectDark(page, path);
    await test.step(`axe on ${path}`, () => expectNoAxeViolations(page));
  }
}

test.describe('following a dark system preference', () => {
  test.use({ colorScheme: 'dark' });

  test('every signed-out page is dark and axe clean', async ({ page }) => {
    for (const path of signedOutPages) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectDark(page, path);
      await expectNoAxeViolations(page);
    }
  });

  test('every signed-in screen is dark and axe clean', async ({ page, request, baseURL }) => {
    test.setTimeout(180_000);
    const ids = await recordIds(String(baseURL), await apiToken(request));
    await signIn(page);
    await everyScreenDarkAndClean(page, ids);
  });
});

test('chosen in the profile menu on a light system, every screen is dark and axe clean', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const ids = await recordIds(String(baseURL), await apiToken(request));
  await page.emulateMedia({ colorScheme: 'light' });
  await signIn(page);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await page.getByRole('button', { name: /Admin Packlight/ }).click();
  await page.getByRole('menuitemradio', { name: 'Dark' }).click();
  await expectDark(page, 'the dashboard');

  await everyScreenDarkAndClean(page, ids);

  // Settings offers the same choice: back to light there, and every page follows.
  await page.goto(paths.settings.href());
  await page.getByRole('button', { name: /Theme$/ }).click();
  await page.getByRole('option', { name: 'Light' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await page.goto(paths.dashboard.href());
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  expect(await page.evaluate(() => localStorage.getItem('packlight.theme'))).toBe('light');
});
