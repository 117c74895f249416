import { expect, test } from './test.ts';
import { signIn } from './support.ts';

// The partner and rider forms paint before their address suggestions load: a plain
// field stands in and must lose nothing typed into it when the real one takes its place.

test('the address field takes typing before its suggestions load, then keeps focus and text', async ({
  page,
}) => {
  await signIn(page);
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/address-field-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto('/partners/add-partner');
  await expect(page.getByRole('heading', { level: 1, name: 'Add Partner' })).toBeVisible();

  const plain = page.getByRole('textbox', { name: 'Address' });
  await plain.click();
  await page.keyboard.type('Quee');
  await expect(plain).toHaveValue('Quee');
  await expect(page.getByRole('combobox', { name: 'Address' })).toHaveCount(0);

  release();
  const address = page.getByRole('combobox', { name: 'Address' });
  await expect(address).toBeFocused();
  await expect(address).toHaveValue('Quee');
  const suggestions = page.waitForResponse((answer) => answer.url().includes('text=Queens'));
  await page.keyboard.type('ns');
  await suggestions;
  await page.getByRole('option', { name: /Roosevelt Ave/ }).click();
  await expect(address).toHaveValue(/Roosevelt Ave/);
  await expect(page.getByText(/^Latitude -?\d/)).toBeVisible();
});
