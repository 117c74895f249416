import { expect, test } from './test.ts';
import type { Page } from '@playwright/test';
import { apiToken, expectNoAxeViolations, signIn } from './support.ts';
import { downloadFrom, listRows, pngFile, settled, zipEntries } from './partners-riders-support.ts';

// The server seeds 40 riders, Active or Suspended, Online or Offline. Tests that change a rider
// each pick their own through the API, so they do not depend on one another.

interface ApiRider {
  id: number;
  rider_id: string;
  name: string;
  email: string;
  status: string;
  availability_status: string;
}

const table = (page: Page) => page.getByRole('table', { name: 'Riders' });
const bodyRows = (page: Page) => table(page).locator('tbody tr');
const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search riders' });

async function openRiders(page: Page, search = '') {
  await signIn(page);
  await page.goto(`/riders${search}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Riders' })).toBeVisible();
  await settled(page);
}

test('search, the Online/Offline filter, sort and paging live in the address', async ({
  page,
  request,
}) => {
  const token = await apiToken(request);
  const riders = await listRows<ApiRider>(request, token, '/riders');
  await openRiders(page);
  await expect(page.getByRole('link', { name: 'Add Rider' })).toHaveAttribute(
    'href',
    '/riders/add-rider',
  );
  await expect(bodyRows(page)).toHaveCount(10);
  await expect(page.getByText(`Showing 1 to 10 of ${riders.length} entries`)).toBeVisible();
  await expectNoAxeViolations(page);

  // Search on the rider id.
  const target = riders[7]!;
  await searchBox(page).fill(target.rider_id);
  await expect(bodyRows(page)).toHaveCount(1);
  await expect(bodyRows(page).first()).toContainText(target.name);
  await expect(page).toHaveURL(new RegExp(`search=${target.rider_id}`));

  // Online only.
  await searchBox(page).fill('');
  await page.getByRole('button', { name: /Filter by status/ }).click();
  await page.getByRole('option', { name: 'Online', exact: true }).click();
  await expect(page).toHaveURL(/status=Online/);
  await settled(page);
  const online = riders.filter((rider) => rider.availability_status === 'Online');
  await expect(page.getByText(`of ${online.length} entries`)).toBeVisible();
  await expect(bodyRows(page).getByText('Offline', { exact: true })).toHaveCount(0);

  // Highest rated first, five a page, page 2; a reload keeps it all.
  await page.getByRole('columnheader', { name: 'Rating' }).click();
  await page.getByRole('columnheader', { name: 'Rating' }).click();
  await expect(page).toHaveURL(/sort=rating&dir=desc/);
  await page.getByRole('button', { name: /Show.*entries/ }).click();
  await page.getByRole('option', { name: '5', exact: true }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/page=2/);
  await page.reload();
  await settled(page);
  await expect(page.getByText(`Showing 6 to 10 of ${online.length} entries`)).toBeVisible();
  const ratings = await bodyRows(page).locator('td:nth-child(3)').allInnerTexts();
  const figures = ratings.map((text) => Number(text.split(' ')[0]));
  expect(figures).toEqual([...figures].sort((a, b) => b - a));

  await searchBox(page).fill('no-such-rider-anywhere');
  await expect(page.getByText('No riders found.')).toBeVisible();
});

test('the profile: cards, orders, the documents zip and the status toggle', async ({
  page,
  request,
}) => {
  const token = await apiToken(request);
  const rider = (await listRows<ApiRider>(request, token, '/riders?status=Active'))[4]!;
  await openRiders(page);
  await searchBox(page).fill(rider.email);
  await expect(bodyRows(page)).toHaveCount(1);
  await bodyRows(page).first().getByRole('rowheader').click();
  await expect(page).toHaveURL(`/riders/profile/${rider.id}`);

  for (const card of [
    'Rider Information',
    'Verification & Compliance',
    'Work Details',
    'Ratings & Performance',
  ]) {
    await expect(page.getByRole('heading', { name: card })).toBeVisible();
  }
  // No invented figures (docs/product/decisions.md D3).
  await expect(page.getByText('Returns Completed')).toHaveCount(0);
  await expectNoAxeViolations(page);

  const zip = await downloadFrom(page, page.getByRole('button', { name: 'Download', exact: true }));
  expect(zip.name).toBe(`rider-${rider.id}-documents.zip`);
  expect(zipEntries(zip.bytes).map((entry) => entry.size > 0)).toEqual([true, true]);

  await page.getByRole('tab', { name: /^Orders/ }).click();
  await expect(page.getByText(/^Total orders: \d+$/)).toBeVisible();
  await page.getByRole('tab', { name: 'Details' }).click();

  await page.getByRole('button', { name: 'Suspend', exact: true }).click();
  await page
    .getByRole('alertdialog', { name: 'Suspend Rider' })
    .getByRole('button', { name: 'Suspend' })
    .click();
  await expect(page.getByText('Rider suspended successfully!')).toBeVisible();
  await expect(page.getByText('Suspended', { exact: true }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Activate' }).click();
  await expect(page.getByText('Rider activated successfully!')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Suspend', exact: true })).toBeVisible();

  await page.getByRole('link', { name: 'Edit Rider' }).click();
  await expect(page).toHaveURL(`/riders/update-rider/${rider.id}`);
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(rider.email);
});

test('add a rider by keyboard alone, then update it and see the change', async ({ page }) => {
  const email = `rider-${Date.now()}@riders.test`;
  // Playwright turns file-chooser interception on when a listener is added and off when the
  // last one goes; a key press can beat it being turned back on for the next image. A listener
  // for the whole test keeps it on, so every chooser opened by Enter is seen.
  page.on('filechooser', () => undefined);
  await openRiders(page);
  await page.getByRole('link', { name: 'Add Rider' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Add Rider' })).toBeVisible();
  await expectNoAxeViolations(page);

  /** Focus moves as Tab would; every value goes in by keys. */
  const typeInto = async (name: string, text: string) => {
    await page.getByRole('textbox', { name, exact: true }).focus();
    await page.keyboard.type(text);
  };
  const chooseByKeyboard = async (label: string, file: string) => {
    const group = page.getByRole('group', { name: label, exact: true });
    const choose = group.getByRole('button', { name: /Choose/ });
    await choose.focus();
    await expect(choose).toBeFocused();
    const chooser = page.waitForEvent('filechooser');
    await page.keyboard.press('Enter');
    await (await chooser).setFiles(pngFile(file));
    await expect(group.getByRole('img')).toBeVisible();
  };

  await chooseByKeyboard('Profile Picture', 'face.png');
  await typeInto('First Name', 'Rina');
  await typeInto('Last Name', 'Keys');
  await typeInto('Email', email);
  await typeInto('Phone', '7185550123');
  await expect(page.getByRole('textbox', { name: 'Phone' })).toHaveValue('718-555-0123');

  const suggestions = page.waitForResponse((answer) => answer.url().includes('text=Queens'));
  await page.getByRole('combobox', { name: 'Address' }).focus();
  await page.keyboard.type('Queens');
  await suggestions;
  await expect(page.getByRole('option').first()).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page.getByText(/^Longitude -?\d/)).toBeVisible();

  await page
    .getByRole('group', { name: 'Insurance Expire Date' })
    .getByRole('spinbutton')
    .first()
    .focus();
  await page.keyboard.type('07012030');

  await page.getByRole('button', { name: /Assigned Region/ }).focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter'); // Brooklyn
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter'); // Manhattan
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: /Assigned Region/ })).toContainText('2 selected');

  await page.getByRole('button', { name: /Vehicle Type/ }).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('option', { name: 'Van' }).focus();
  await page.keyboard.press('Enter');
  await typeInto('Vehicle Name', 'Ford Transit');
  await typeInto('License Plate', 'KEY-0001');
  await chooseByKeyboard('License Front', 'front.png');
  await chooseByKeyboard('License Back', 'back.png');

  await page.getByRole('button', { name: 'Save', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Rider added successfully!')).toBeVisible();
  await expect(page).toHaveURL('/riders');

  await searchBox(page).fill(email);
  await expect(bodyRows(page)).toHaveCount(1);
  await bodyRows(page).first().getByRole('button', { name: 'Actions for Rina Keys' }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Update Rider' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Vehicle Name' })).toHaveValue('Ford Transit');
  await page.getByRole('textbox', { name: 'Vehicle Name' }).fill('Ford E-Transit');
  await page.getByRole('button', { name: 'Save Changes', exact: true }).click();
  await expect(page.getByText('Rider updated successfully!')).toBeVisible();
  await expect(page).toHaveURL('/riders');

  await searchBox(page).fill(email);
  await bodyRows(page).first().getByRole('rowheader').click();
  await expect(page.getByText('Ford E-Transit')).toBeVisible();
  await expect(page.getByText('Brooklyn, Manhattan')).toBeVisible();
  await expect(page.getByText('Jul 1, 2030')).toBeVisible();
});

test('a server error shows under its field and clears on edit; leaving asks first', async ({
  page,
  request,
}) => {
  const token = await apiToken(request);
  const riders = await listRows<ApiRider>(request, token, '/riders?status=Active');
  const [rider, other] = [riders[6]!, riders[7]!];
  await signIn(page);
  await page.goto(`/riders/update-rider/${rider.id}`);
  const email = page.getByRole('textbox', { name: 'Email' });
  await expect(email).toHaveValue(rider.email);

  await email.fill(other.email);
  await page.getByRole('button', { name: 'Save Changes', exact: true }).click();
  await expect(page.getByText('The email has already been taken.')).toBeVisible();
  await expect(page.getByText('Failed to update rider!')).toBeVisible();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await email.press('End');
  await email.press('Backspace');
  await expect(page.getByText('The email has already been taken.')).toHaveCount(0);

  // The changed form holds the page.
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Partners' })
    .click();
  const ask = page.getByRole('alertdialog', { name: 'Leave without saving?' });
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: 'Leave' }).click();
  await expect(page).toHaveURL('/partners');
});

test('an unknown rider is not found', async ({ page }) => {
  await signIn(page);
  await page.goto('/riders/profile/999999');
  await expect(page.getByText('No rider data found.')).toBeVisible();
});
