import { expect, test } from './test.ts';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { apiToken, bearer, expectNoAxeViolations, newMail, outboxMark, signIn } from './support.ts';
import {
  chooseImage,
  downloadFrom,
  listRows,
  pngFile,
  settled,
  zipEntries,
} from './partners-riders-support.ts';

// The server seeds 60 partners (Active, Pending and Suspended). Tests that change a partner each
// pick their own through the API, so they do not depend on one another.

interface ApiPartner {
  id: number;
  name: string;
  email: string;
  business_name: string;
  status: string;
}

/**
 * The seeded partners of a status. Other test files file applications through POST /register
 * (no business name yet, so their rows read differently); these tests use the seeded ones.
 */
async function seededPartners(request: APIRequestContext, token: string, status: string) {
  const rows = await listRows<ApiPartner>(request, token, `/partners?status=${status}`);
  return rows.filter((partner) => Boolean(partner.business_name));
}

const table = (page: Page) => page.getByRole('table', { name: 'Partners' });
const bodyRows = (page: Page) => table(page).locator('tbody tr');
const tab = (page: Page, name: string) => page.getByRole('tab', { name: new RegExp(`^${name}`) });
const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search partners' });

async function openPartners(page: Page, search = '') {
  await signIn(page);
  await page.goto(`/partners${search}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Partners' })).toBeVisible();
  await settled(page);
}

/** Narrows the tab to one partner and answers its row. */
async function findRow(page: Page, partner: ApiPartner): Promise<Locator> {
  await searchBox(page).fill(partner.email);
  await expect(bodyRows(page)).toHaveCount(1);
  return bodyRows(page).first();
}

async function rowAction(row: Locator, partner: ApiPartner, action: string) {
  await row.getByRole('button', { name: `Actions for ${partner.business_name}` }).click();
  await row.page().getByRole('menuitem', { name: action, exact: true }).click();
}

test('three tabs with counts; search, sort and paging live in the address', async ({
  page,
  request,
}) => {
  const token = await apiToken(request);
  const allPending = await listRows<ApiPartner>(request, token, '/partners?status=Pending');
  const pending = allPending.filter((partner) => Boolean(partner.business_name));
  await openPartners(page);

  await expect(tab(page, 'Active')).toHaveAttribute('aria-selected', 'true');
  await expect(tab(page, 'Pending')).toContainText(String(allPending.length));
  await expect(page.getByRole('link', { name: 'Add Partner' })).toBeVisible();
  await expect(bodyRows(page)).toHaveCount(10);
  await expectNoAxeViolations(page);

  // Add Partner belongs to the Active tab only.
  await tab(page, 'Pending').click();
  await expect(page).toHaveURL(/tab=pending/);
  await expect(page.getByRole('link', { name: 'Add Partner' })).toHaveCount(0);
  await settled(page);
  await expect(bodyRows(page).getByText('Pending', { exact: true })).toHaveCount(
    Math.min(10, allPending.length),
  );

  // Search on the business name, in another case.
  const target = pending[0]!;
  await searchBox(page).fill(target.business_name.toUpperCase());
  await expect(page).toHaveURL(/search=/);
  await settled(page);
  for (const row of await bodyRows(page).all()) {
    await expect(row).toContainText(target.business_name);
  }

  // Sort by business name, A to Z, then Z to A on a second click. Applications filed by other
  // tests have no business name yet: they sort last from A to Z, so the check reads that order.
  const seeded = new Set(pending.map((partner) => partner.business_name.toLowerCase()));
  const shownNames = async () =>
    (await bodyRows(page).getByRole('rowheader').allInnerTexts())
      .map((text) => text.split('\n')[0]!.toLowerCase())
      .filter((name) => seeded.has(name));
  await searchBox(page).fill('');
  await page.getByRole('columnheader', { name: 'Business Name' }).click();
  await expect(page).toHaveURL(/sort=business_name/);
  await settled(page);
  const ascending = await shownNames();
  expect(ascending.length).toBeGreaterThan(1);
  expect(ascending).toEqual([...ascending].sort());
  await page.getByRole('columnheader', { name: 'Business Name' }).click();
  await expect(page).toHaveURL(/dir=desc/);
  await settled(page);
  await expect(bodyRows(page).first().getByRole('rowheader')).not.toContainText(
    new RegExp(`^${ascending[0]}`, 'i'),
  );

  // Five a page, page 2, and a reload keeps tab, sort and page.
  await page.getByRole('button', { name: /Show.*entries/ }).click();
  await page.getByRole('option', { name: '5', exact: true }).click();
  await expect(page).toHaveURL(/per_page=5/);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/page=2/);
  await page.reload();
  await settled(page);
  await expect(tab(page, 'Pending')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText(/^Showing 6 to \d+ of \d+ entries$/)).toBeVisible();

  // Nothing found.
  await searchBox(page).fill('no-such-partner-anywhere');
  await expect(page.getByText('No partners found.')).toBeVisible();
  await expect(page.getByText('Try adjusting filters or check back later.')).toBeVisible();
});

test('accept and reject a pending partner, and reactivate a suspended one', async ({
  page,
  request,
}) => {
  const token = await apiToken(request);
  const pending = await seededPartners(request, token, 'Pending');
  const suspended = await seededPartners(request, token, 'Suspended');
  const [toAccept, toReject] = [pending[1]!, pending[2]!];
  const toReactivate = suspended[0]!;
  await openPartners(page, '?tab=pending');
  const pendingCount = Number((await tab(page, 'Pending').innerText()).replace(/\D/g, ''));

  await rowAction(await findRow(page, toAccept), toAccept, 'Accept');
  await expect(page.getByText('Partner activated successfully!')).toBeVisible();
  await expect(page.getByText('No partners found.')).toBeVisible();
  // The counts follow the search; without one, Pending holds one partner fewer.
  await expect(tab(page, 'Active')).toHaveText(/^Active\D*1$/);
  await searchBox(page).fill('');
  await expect(tab(page, 'Pending')).toContainText(String(pendingCount - 1));

  // Reject asks first.
  await rowAction(await findRow(page, toReject), toReject, 'Reject');
  const dialog = page.getByRole('alertdialog', { name: 'Reject Partner' });
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expect(page.getByText('Partner rejected successfully!')).toBeVisible();
  await expect(page.getByText('No partners found.')).toBeVisible();

  await tab(page, 'Suspended').click();
  await rowAction(await findRow(page, toReactivate), toReactivate, 'Active');
  await expect(page.getByText('Partner activated successfully!').last()).toBeVisible();
  await expect(page.getByText('No partners found.')).toBeVisible();

  // Each now sits where its new status puts it.
  const active = await listRows<ApiPartner>(
    request,
    token,
    `/partners?status=Active&search=${encodeURIComponent(toAccept.email)}`,
  );
  expect(active.map((partner) => partner.id)).toEqual([toAccept.id]);
  const detail = await request.get(`/api/partners/${toReject.id}`, { headers: bearer(token) });
  expect(((await detail.json()) as { data: ApiPartner }).data.status).toBe('Suspended');
});

test('Request Information mails the partner, by keyboard alone', async ({ page, request }) => {
  const token = await apiToken(request);
  const partner = (await seededPartners(request, token, 'Pending'))[3]!;
  const mark = await outboxMark(request);
  await openPartners(page, '?tab=pending');
  const row = await findRow(page, partner);

  // The row's action menu is a button in its last cell, on the Tab path.
  const actions = row.getByRole('button', { name: `Actions for ${partner.business_name}` });
  await actions.focus();
  await expect(actions).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'View Profile' })).toBeFocused();
  await page.keyboard.press('End');
  await expect(page.getByRole('menuitem', { name: 'Request Information' })).toBeFocused();
  await page.keyboard.press('Enter');

  const dialog = page.getByRole('dialog', { name: 'Request Information' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Message' }).focus();
  await page.keyboard.type('Please upload a clearer photo of your business licence.');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await page.getByRole('option', { name: 'Next week' }).press('Enter');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Send' }).focus();
  await page.keyboard.press('Enter');

  await expect(page.getByText('Email sent successfully!')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  const mail = await newMail(request, {
    to: partner.email,
    subject: 'Packlight needs more information',
    mark,
  });
  expect(mail.text).toContain('Please upload a clearer photo of your business licence.');
  expect(mail.text).toMatch(/Please reply by \w+day, /);
});

test('Request Information shows a field error under its field, once, and a success clears nothing else', async ({
  page,
}) => {
  await openPartners(page, '?tab=pending');
  const row = bodyRows(page).first();
  await row.getByRole('button', { name: /^Actions for / }).click();
  await page.getByRole('menuitem', { name: 'Request Information' }).click();
  const dialog = page.getByRole('dialog', { name: 'Request Information' });
  // An empty message is refused by the server (422 on message).
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByText('The message field is required.')).toBeVisible();
  // Under the field only: no banner, no toast beside it (D46).
  await expect(page.getByText('The message field is required.')).toHaveCount(1);
  await expect(page.getByRole('region', { name: 'Notifications' })).toHaveCount(0);
  await dialog.getByLabel('Message').fill('Please send your opening hours.');
  await expect(dialog.getByText('The message field is required.')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Email sent successfully!')).toBeVisible();
  await expect(page.getByText(/^Error/)).toHaveCount(0);
});

test('the documents screen previews each document and downloads the zip', async ({ page }) => {
  await signIn(page);
  await page.goto('/partners');
  await settled(page);
  const first = bodyRows(page).first();
  await first.getByRole('link', { name: /^View documents of / }).click();
  await expect(page).toHaveURL(/\/documents\/\d+$/);
  const id = Number(page.url().split('/').pop());

  for (const label of ['License front', 'License back', 'Owner ID front', 'Owner ID back']) {
    await expect(page.getByRole('link', { name: `Download ${label}` })).toBeVisible();
  }
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Preview License front full size' }).click();
  await expect(page.getByRole('dialog', { name: 'License front' })).toBeVisible();
  await page.keyboard.press('Escape');

  const zip = await downloadFrom(page, page.getByRole('button', { name: 'Download all' }));
  expect(zip.name).toBe(`partner-${id}-documents.zip`);
  const entries = zipEntries(zip.bytes);
  expect(entries.length).toBe(4);
  for (const entry of entries) {
    expect(entry.name).toMatch(/\.(png|jpe?g)$/);
    expect(entry.size).toBeGreaterThan(0);
  }
});

test('the documents screen says so when nothing was uploaded', async ({ page, request }) => {
  const token = await apiToken(request);
  const email = `paperless-${Date.now()}@partners.test`;
  const added = await request.post('/api/partner/store', {
    headers: bearer(token),
    multipart: {
      businessName: 'Paperless Goods',
      email,
      phone: '212-555-0199',
      ownerName: 'Pat Paperless',
      address: '5 Empty Street, Queens',
    },
  });
  expect(added.status()).toBe(200);
  const [partner] = await listRows<ApiPartner>(
    request,
    token,
    `/partners?search=${encodeURIComponent(email)}`,
  );
  await signIn(page);
  await page.goto(`/documents/${partner!.id}`);
  await expect(page.getByText('No documents uploaded yet.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Download all' })).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('the profile shows every card, its tabs, the zip and the suspend toggle', async ({
  page,
  request,
}) => {
  const token = await apiToken(request);
  const active = await listRows<ApiPartner & { reviews_count: number; average_rating: number }>(
    request,
    token,
    '/partners?status=Active&page=1&per_page=50&sort=total_sales&dir=desc',
  );
  const partner = active[5]!;
  await signIn(page);
  await page.goto(`/partners/profile/${partner.id}`);
  // Headed by the partner's name (D48).
  await expect(
    page.getByRole('heading', { level: 1, name: partner.business_name, exact: true }),
  ).toBeVisible();
  for (const card of [
    'Partner Information',
    'Business Details',
    'Store Timing',
    'Support & Rating',
    'Verification & Compliance',
  ]) {
    await expect(page.getByRole('heading', { name: card })).toBeVisible();
  }
  await expect(page.getByText('Inspection Status')).toBeVisible();
  await expect(page.getByText('Completed', { exact: true })).toBeVisible();
  await expect(
    page.getByText(
      partner.reviews_count > 0
        ? new RegExp(`/ 5 \\(${partner.reviews_count} reviews?\\)$`)
        : 'No reviews yet',
    ),
  ).toBeVisible();
  // A breadcrumb leads back; no 'Back to' link beside it (D48).
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(crumbs.getByRole('link', { name: 'Partners' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Partners' })).toHaveCount(0);
  await expectNoAxeViolations(page);

  const zip = await downloadFrom(page, page.getByRole('button', { name: 'Download', exact: true }));
  expect(zip.name).toBe(`partner-${partner.id}-documents.zip`);
  expect(zipEntries(zip.bytes).length).toBeGreaterThan(0);

  // Products: searched on name; a row opens the product.
  await page.getByRole('tab', { name: /^Products/ }).click();
  await expect(page).toHaveURL(/tab=products/);
  const products = page.getByRole('table', { name: 'Products' });
  const productRows = products.locator('tbody tr');
  const productName = (await productRows.first().getByRole('rowheader').innerText()).trim();
  await page.getByRole('searchbox', { name: 'Search products' }).fill(productName.slice(0, 12));
  await expect(productRows.first()).toContainText(productName);
  await page.getByRole('searchbox', { name: 'Search products' }).fill('zz-no-product');
  await expect(page.getByText('No products found.')).toBeVisible();

  // Orders: the shared orders table.
  await page.getByRole('tab', { name: /^Orders/ }).click();
  await expect(page.getByText(/^Total orders: \d+$/)).toBeVisible();

  // Suspend asks, then the button offers Activate.
  await page.getByRole('button', { name: 'Suspend', exact: true }).click();
  await page
    .getByRole('alertdialog', { name: 'Suspend Partner' })
    .getByRole('button', { name: 'Suspend' })
    .click();
  await expect(page.getByText('Partner suspended successfully!')).toBeVisible();
  await page.getByRole('button', { name: 'Activate' }).click();
  await expect(page.getByText('Partner activated successfully!')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Suspend', exact: true })).toBeVisible();
});

test('an unknown partner is not found', async ({ page }) => {
  await signIn(page);
  await page.goto('/partners/profile/999999');
  await expect(page.getByText('No partner data found.')).toBeVisible();
});

test('add a partner with every field, then edit it and see the change', async ({ page }) => {
  const stamp = Date.now();
  const email = `nomad-${stamp}@partners.test`;
  await openPartners(page);
  await page.getByRole('link', { name: 'Add Partner' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Add Partner' })).toBeVisible();
  await expectNoAxeViolations(page);

  await chooseImage(page, 'Profile Picture', pngFile('face.png'));
  await page.getByRole('textbox', { name: 'Business Name' }).fill(`Nomad Test ${stamp}`);
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'Phone' }).fill('2124567890');
  await expect(page.getByRole('textbox', { name: 'Phone' })).toHaveValue('212-456-7890');
  await page.getByRole('textbox', { name: 'Owner Name' }).fill('Ada Byron');
  // The suggestions for the whole text, not those for its first letters still on screen.
  const suggestions = page.waitForResponse((answer) => answer.url().includes('text=Queens'));
  await page.getByRole('combobox', { name: 'Address' }).pressSequentially('Queens');
  await suggestions;
  await page.getByRole('option', { name: /Roosevelt Ave/ }).click();
  // Found from the address: a read-only line, not fields to type in.
  await expect(page.getByText(/^Latitude -?\d/)).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Latitude' })).toHaveCount(0);

  await page.getByRole('checkbox', { name: 'Monday' }).check({ force: true });
  await page
    .getByRole('group', { name: 'Monday start time' })
    .getByRole('spinbutton')
    .first()
    .click();
  await page.keyboard.type('900a');
  await page
    .getByRole('group', { name: 'Monday end time' })
    .getByRole('spinbutton')
    .first()
    .click();
  await page.keyboard.type('530p');

  const taxId = page.getByRole('textbox', { name: 'Tax ID' });
  await taxId.pressSequentially('12ab34');
  await expect(taxId).toHaveValue('1234');
  await chooseImage(page, 'License Front', pngFile('license-front.png'));
  await chooseImage(page, 'License Back', pngFile('license-back.png'));
  await chooseImage(page, 'Owner ID Front', pngFile('id-front.png'));
  await chooseImage(page, 'Owner ID Back', pngFile('id-back.png'));
  await page.getByRole('button', { name: 'Save', exact: true }).click();

  await expect(page.getByText('Partner added successfully!')).toBeVisible();
  await expect(page).toHaveURL('/partners');
  await searchBox(page).fill(email);
  await expect(bodyRows(page)).toHaveCount(1);
  await bodyRows(page).first().getByRole('rowheader').click();
  await expect(page.getByText('9:00 AM – 5:30 PM')).toBeVisible();
  await expect(page.getByText('Driver’s License - Verified')).toBeVisible();

  await page.getByRole('link', { name: 'Edit Partner' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Update Partner' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Owner Name' })).toHaveValue('Ada Byron');
  await page.getByRole('textbox', { name: 'Owner Name' }).fill('Ada Lovelace');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Partner updated successfully!')).toBeVisible();
  await expect(page).toHaveURL('/partners');
  await searchBox(page).fill(email);
  await expect(bodyRows(page).first()).toContainText('Ada Lovelace');
});

test("the server's field error shows under its field", async ({ page, request }) => {
  const token = await apiToken(request);
  const taken = (await seededPartners(request, token, 'Active'))[0]!;
  await signIn(page);
  await page.goto('/partners/add-partner');
  await page.getByRole('textbox', { name: 'Business Name' }).fill('Duplicate Goods');
  await page.getByRole('textbox', { name: 'Email' }).fill(taken.email);
  await page.getByRole('textbox', { name: 'Phone' }).fill('2125550100');
  await page.getByRole('textbox', { name: 'Owner Name' }).fill('Dee Plicate');
  // A typed address without a suggestion is kept; Tab closes the suggestion list. The lookup
  // answers first, so no suggestions arrive while the form is sent.
  const address = '1 Test Street, Brooklyn';
  const suggestions = page.waitForResponse(
    (answer) => new URL(answer.url()).searchParams.get('text') === address,
  );
  await page.getByRole('combobox', { name: 'Address' }).fill(address);
  await suggestions;
  await page.keyboard.press('Tab');
  const sent = page.waitForResponse(
    (answer) => answer.request().method() === 'POST' && answer.url().endsWith('/api/partner/store'),
  );
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  expect((await sent).status()).toBe(422);

  const email = page.getByRole('textbox', { name: 'Email' });
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('The email has already been taken.')).toBeVisible();
  await expect(email).toBeFocused();
  await expect(page).toHaveURL('/partners/add-partner');
});

test('leaving a changed form asks first: links, Back and reload', async ({ page }) => {
  await openPartners(page);
  await page.getByRole('link', { name: 'Add Partner' }).click();
  await page.getByRole('textbox', { name: 'Business Name' }).fill('Half typed');

  // A link in the app: Stay keeps the form and what was typed.
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Riders' })
    .click();
  const ask = page.getByRole('alertdialog', { name: 'Leave without saving?' });
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: 'Stay' }).click();
  await expect(page).toHaveURL('/partners/add-partner');
  await expect(page.getByRole('textbox', { name: 'Business Name' })).toHaveValue('Half typed');

  // Reload or close: the page asks the browser to confirm (Chromium only shows its question
  // after a real gesture, so the test reads the guard's answer to the event itself).
  const asksBeforeUnload = () =>
    page.evaluate(() => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    });
  expect(await asksBeforeUnload()).toBe(true);

  // Back: the address stays until the person agrees to leave.
  await page.goBack().catch(() => undefined);
  await expect(ask).toBeVisible();
  await expect(page).toHaveURL('/partners/add-partner');
  await ask.getByRole('button', { name: 'Leave' }).click();
  await expect(page).toHaveURL('/partners');
  await expect(page.getByRole('heading', { level: 1, name: 'Partners' })).toBeVisible();
  expect(await asksBeforeUnload()).toBe(false);
});

test('add a partner by keyboard alone and see it in the list and on its profile', async ({
  page,
}) => {
  const stamp = Date.now();
  const email = `keys-${stamp}@partners.test`;
  const businessName = `Keyboard Goods ${stamp}`;
  // Playwright turns file-chooser interception on when a listener is added and off when the
  // last one goes; a key press is quick enough to beat it being turned back on for the next
  // image. A listener for the whole test keeps it on, so every chooser opened by Enter is seen.
  page.on('filechooser', () => undefined);
  await openPartners(page);
  await page.getByRole('link', { name: 'Add Partner' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Add Partner' })).toBeVisible();

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
  /** Ticks a weekday with Space, then types its hours into the first segment of each time. */
  const openDay = async (day: string, start: string, end: string) => {
    const box = page.getByRole('checkbox', { name: day, exact: true });
    await box.focus();
    await page.keyboard.press('Space');
    await expect(box).toBeChecked();
    await page
      .getByRole('group', { name: `${day} start time` })
      .getByRole('spinbutton')
      .first()
      .focus();
    await page.keyboard.type(start);
    await page
      .getByRole('group', { name: `${day} end time` })
      .getByRole('spinbutton')
      .first()
      .focus();
    await page.keyboard.type(end);
  };

  await chooseByKeyboard('Profile Picture', 'face.png');
  await typeInto('Business Name', businessName);
  await typeInto('Email', email);
  await typeInto('Phone', '2125550147');
  await expect(page.getByRole('textbox', { name: 'Phone' })).toHaveValue('212-555-0147');
  await typeInto('Owner Name', 'Kay Board');

  const suggestions = page.waitForResponse((answer) => answer.url().includes('text=Queens'));
  await page.getByRole('combobox', { name: 'Address' }).focus();
  await page.keyboard.type('Queens');
  await suggestions;
  await expect(page.getByRole('option').first()).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('combobox', { name: 'Address' })).not.toHaveValue('Queens');
  await expect(page.getByText(/^Latitude -?\d/)).toBeVisible();
  await expect(page.getByText(/^Longitude -?\d/)).toBeVisible();

  await openDay('Tuesday', '800a', '400p');
  await openDay('Thursday', '1000a', '630p');

  await typeInto('Tax ID', '98ab76');
  await expect(page.getByRole('textbox', { name: 'Tax ID' })).toHaveValue('9876');
  await chooseByKeyboard('License Front', 'license-front.png');
  await chooseByKeyboard('License Back', 'license-back.png');
  await chooseByKeyboard('Owner ID Front', 'id-front.png');
  await chooseByKeyboard('Owner ID Back', 'id-back.png');

  await page.getByRole('button', { name: 'Save', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Partner added successfully!')).toBeVisible();
  await expect(page).toHaveURL('/partners');

  await searchBox(page).focus();
  await page.keyboard.type(email);
  await expect(bodyRows(page)).toHaveCount(1);
  await expect(bodyRows(page).first()).toContainText(businessName);
  await expect(bodyRows(page).first()).toContainText('Kay Board');
  // A row opens its profile on Enter on its row header's button.
  await bodyRows(page).first().getByRole('rowheader').getByRole('button').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: businessName })).toBeVisible();
  await expect(page.getByText(businessName).first()).toBeVisible();
  await expect(page.getByText('8:00 AM – 4:00 PM')).toBeVisible();
  await expect(page.getByText('10:00 AM – 6:30 PM')).toBeVisible();
  await expect(page.getByText('212-555-0147')).toBeVisible();
});
