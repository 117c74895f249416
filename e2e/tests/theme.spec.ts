import { expect, test } from './test.ts';
import { expectNoAxeViolations, signIn } from './support.ts';

// The theme follows the system unless the person chose one (docs/product/decisions.md D34).

test('a dark system preference shows the dark theme from the first paint, axe clean', async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/login');
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-theme', 'dark');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The page behind the card is dark, not the browser's white.
  const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(background).toBe('rgb(21, 24, 29)');
  await expectNoAxeViolations(page);

  await signIn(page);
  await page.goto('/travelers');
  await expect(page.getByRole('table', { name: 'Travelers' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the system change shows at once, and a remembered choice wins over it', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/login');
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-theme', 'light');
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(html).toHaveAttribute('data-theme', 'dark');

  // A choice kept from an earlier visit applies before the app loads, whatever the system says.
  await page.evaluate(() => localStorage.setItem('packlight.theme', 'light'));
  await page.reload();
  await expect(html).toHaveAttribute('data-theme', 'light');
  await page.evaluate(() => localStorage.setItem('packlight.theme', 'nonsense'));
  await page.reload();
  await expect(html).toHaveAttribute('data-theme', 'dark');
});

test('the profile menu chooses light, dark or system, and the choice is remembered', async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await signIn(page);
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-theme', 'light');

  const choose = async (option: 'Light' | 'Dark' | 'System') => {
    await page.getByRole('button', { name: /Admin Packlight/ }).click();
    await page.getByRole('menuitemradio', { name: option }).click();
  };
  await choose('Dark');
  await expect(html).toHaveAttribute('data-theme', 'dark');
  await page.reload();
  await expect(html).toHaveAttribute('data-theme', 'dark');
  await page.getByRole('button', { name: /Admin Packlight/ }).click();
  await expect(page.getByRole('menuitemradio', { name: 'Dark' })).toBeChecked();
  await page.keyboard.press('Escape');
  await expectNoAxeViolations(page);

  // System follows the system again: light here.
  await choose('System');
  await expect(html).toHaveAttribute('data-theme', 'light');
  expect(await page.evaluate(() => localStorage.getItem('packlight.theme'))).toBeNull();
});
