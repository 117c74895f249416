import { expect, test } from './test.ts';
import type { APIRequestContext, Page } from '@playwright/test';
import {
  apiToken,
  bearer,
  confirmPassword,
  confirmingCode,
  demo,
  expectNoAxeViolations,
  logOutFromSidebar,
  newMail,
  outboxMark,
  setSecondFactor,
  signIn,
  submitLogin,
  totpCode,
  welcome,
} from './support.ts';

/**
 * Chooses a two-factor method as a person does, by its label: the kit's radio input is visually
 * hidden under the label that React Aria presses.
 */
async function chooseMethod(page: Page, name: string) {
  const method = page.getByRole('radio', { name });
  await page
    .getByRole('radiogroup', { name: 'Verification method' })
    .getByText(name, { exact: true })
    .click();
  await expect(method).toBeChecked();
}

// These tests change the shared demo admin (name, password, second factor) and put each back
// through the API afterwards, so the specs after this one still sign in as before.

const codeField = (page: Page) => page.getByPlaceholder('Enter your 6-digit code');
const tab = (page: Page, name: string) => page.getByRole('tab', { name });

/** The session token the page holds (kept in localStorage with Remember me). */
const pageToken = (page: Page) =>
  page.evaluate(() => localStorage.getItem('auth_token') ?? sessionStorage.getItem('auth_token'));

async function openSettings(page: Page, query = '') {
  await signIn(page);
  await page.goto(`/settings${query}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
}

/** Puts the demo admin's name back (the header of other specs reads 'Admin Packlight'). */
async function restoreProfile(request: APIRequestContext, token: string) {
  const user = await request.get('/api/user', { headers: bearer(token) });
  const { id } = ((await user.json()) as { data: { id: number } }).data;
  const answer = await request.post('/api/profile/update', {
    headers: bearer(token),
    multipart: {
      user_id: String(id),
      first_name: 'Admin',
      last_name: 'Packlight',
      email: demo.email,
    },
  });
  expect(answer.status()).toBe(200);
}

test('the three tabs live in the address, and each passes axe', async ({ page }) => {
  await openSettings(page);
  await expect(tab(page, 'Personal Information')).toHaveAttribute('aria-selected', 'true');
  await expectNoAxeViolations(page);

  await tab(page, 'Password').click();
  await expect(page).toHaveURL('/settings?tab=password');
  await expect(page.getByLabel('Current Password', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);

  await tab(page, '2FA Verification').click();
  await expect(page).toHaveURL('/settings?tab=2fa');
  await expect(page.getByRole('radiogroup', { name: 'Verification method' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.reload();
  await expect(tab(page, '2FA Verification')).toHaveAttribute('aria-selected', 'true');
  await page.goBack();
  await expect(tab(page, 'Password')).toHaveAttribute('aria-selected', 'true');
});

test('a profile change shows in the header at once and survives a reload', async ({
  page,
  request,
}) => {
  const token = await apiToken(request);
  await openSettings(page);
  try {
    await page.getByLabel('First Name').fill('Ada');
    await page.getByLabel('Phone Number').fill('2124567890');
    await expect(page.getByLabel('Phone Number')).toHaveValue('212-456-7890');
    await page.getByRole('button', { name: 'Save Changes' }).click();

    await expect(page.getByText('Profile updated successfully!')).toBeVisible();
    const profile = page.getByRole('banner').getByRole('button', { name: /Ada Packlight/ });
    await expect(profile).toBeVisible();
    await page.reload();
    await expect(profile).toBeVisible();
    await expect(page.getByLabel('Phone Number')).toHaveValue('212-456-7890');
  } finally {
    await restoreProfile(request, token);
  }
});

test("the server's field messages show under their fields, with no toast beside them", async ({
  page,
  request,
}) => {
  // Another account's email is taken.
  const token = await apiToken(request);
  const travelers = await request.get('/api/travelers?page=1&per_page=1', {
    headers: bearer(token),
  });
  const taken = ((await travelers.json()) as { data: { email: string }[] }).data[0]!.email;
  await openSettings(page);
  const email = page.getByRole('textbox', { name: 'Email', exact: true });
  await email.fill(taken);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await confirmPassword(page);

  const message = 'The email has already been taken.';
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  // Once, under the field (D46).
  await expect(page.getByText(message)).toHaveCount(1);
  await expect(page.getByRole('region', { name: 'Notifications' })).toHaveCount(0);
});

test('a photo that is not an image is refused before anything is sent', async ({ page }) => {
  await openSettings(page);
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Choose image' }).click();
  await (
    await chooser
  ).setFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a picture') });
  await expect(page.getByText('Only PNG, JPG allowed.')).toBeVisible();
});

test('a mismatched confirmation is shown under it and nothing is sent', async ({ page }) => {
  await openSettings(page, '?tab=password');
  let sent = false;
  await page.route('**/api/user/update-password', (route) => {
    sent = true;
    return route.continue();
  });
  await page.getByLabel('Current Password', { exact: true }).fill(demo.password);
  await page.getByLabel('New Password', { exact: true }).fill('a-new-password-1');
  await page.getByLabel('Confirm Password', { exact: true }).fill('a-new-password-2');
  await page.getByRole('button', { name: 'Update Password' }).click();

  await expect(page.getByText('New password and confirm password do not match.')).toBeVisible();
  await expect(page.getByLabel('Confirm Password', { exact: true })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  expect(sent).toBe(false);
});

test('a wrong current password is refused under its field', async ({ page }) => {
  await openSettings(page, '?tab=password');
  await page.getByLabel('Current Password', { exact: true }).fill('not-the-password');
  await page.getByLabel('New Password', { exact: true }).fill('a-new-password-1');
  await page.getByLabel('Confirm Password', { exact: true }).fill('a-new-password-1');
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByText('The current password is incorrect.')).toBeVisible();
  // Under its field only: no toast beside it (D46).
  await expect(page.getByText('Something went wrong!')).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Notifications' })).toHaveCount(0);
});

test('a new password signs in, and the old one no longer does', async ({ page, request }) => {
  const fresh = `fresh-password-${Date.now()}`;
  await openSettings(page, '?tab=password');
  const token = (await pageToken(page)) ?? '';
  try {
    await page.getByLabel('Current Password', { exact: true }).fill(demo.password);
    await page.getByLabel('New Password', { exact: true }).fill(fresh);
    await page.getByLabel('Confirm Password', { exact: true }).fill(fresh);
    await page.getByRole('button', { name: 'Update Password' }).click();
    await expect(page.getByText('Password updated successfully!')).toBeVisible();
    await expect(page.getByLabel('New Password', { exact: true })).toHaveValue('');

    await logOutFromSidebar(page);
    await submitLogin(page);
    await expect(page.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
      'These credentials do not match our records.',
    );
    await page.getByLabel('Password', { exact: true }).fill(fresh);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    // Signed in: back where the session ended, in the shell.
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    await expect(page).not.toHaveURL(/\/login/);
  } finally {
    const signedIn = await request.post('/api/login', {
      data: { email: demo.email, password: fresh },
    });
    const restoreWith =
      signedIn.status() === 200
        ? ((await signedIn.json()) as { data: { token: string } }).data.token
        : token;
    const user = await request.get('/api/user', { headers: bearer(restoreWith) });
    const { id } = ((await user.json()) as { data: { id: number } }).data;
    await request.post('/api/user/update-password', {
      headers: bearer(restoreWith),
      data: {
        user_id: id,
        oldpassword: fresh,
        newpassword: demo.password,
        confirmpassword: demo.password,
      },
    });
  }
});

test('the authenticator turns on only with its code, signs in with a code or a recovery code once, and Recovery shows it again', async ({
  page,
  request,
}) => {
  // Several sign-ins, each of which may wait up to 5 s for a TOTP step: a timeout here would stop
  // the test before its `finally` turns the second factor off, and fail every later sign-in.
  test.setTimeout(90_000);
  const token = await apiToken(request);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  try {
    await openSettings(page, '?tab=2fa');
    await chooseMethod(page, 'Authenticator app (TOTP)');
    await page.getByRole('button', { name: 'Set up authenticator' }).click();
    await confirmPassword(page);

    await expect(
      page.getByRole('img', { name: 'QR code for your authenticator app' }),
    ).toBeVisible();
    const secret = (await page.getByText(/^Or type this key into the app:/).innerText())
      .replace(/^Or type this key into the app:\s*/, '')
      .trim();
    const codes = page.getByRole('region', { name: 'Recovery codes' }).getByRole('listitem');
    await expect(codes).toHaveCount(8);
    const [recoveryCode = '', signInCode = '', spareCode = ''] = (await codes.allInnerTexts()).map(
      (code) => code.trim(),
    );
    expect([recoveryCode, signInCode, spareCode]).not.toContain('');

    // Copy says so for two seconds; Download saves the codes as a text file.
    await page.getByRole('button', { name: 'Copy', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(recoveryCode);
    await expect(page.getByRole('button', { name: 'Copy', exact: true })).toBeVisible({
      timeout: 3_000,
    });
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download' }).click();
    expect((await download).suggestedFilename()).toBe('packlight-recovery-codes.txt');

    // Not switched yet: a wrong code is refused and leaves the method as it was.
    await codeField(page).fill('000000');
    await page.getByRole('button', { name: 'Verify Code' }).click();
    // Under the field only: no toast beside it (D46).
    await expect(page.getByText('Invalid code. Please try again.')).toBeVisible();
    await expect(page.getByText('Failed to update Two-Factor method.')).toHaveCount(0);
    const before = await request.get('/api/user', { headers: bearer(token) });
    const { data } = (await before.json()) as { data: { two_factor_method: string | null } };
    expect(data.two_factor_method).not.toBe('totp');

    await codeField(page).fill(await confirmingCode(secret));
    await page.getByRole('button', { name: 'Verify Code' }).click();
    await expect(page.getByText('Two-Factor method updated successfully!')).toBeVisible();
    await expect(page.getByText('Your authenticator app is on')).toBeVisible();
    // The secrets stay until the administrator says they are saved, then leave for good (D49).
    await expect(page.getByText(/^Or type this key into the app:/)).toBeVisible();
    await page.getByRole('button', { name: 'I have saved these' }).click();
    await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toHaveCount(
      0,
    );
    await expect(page.getByRole('region', { name: 'Recovery codes' })).toHaveCount(0);
    await page.reload();
    await expect(page.getByText('Your authenticator app is on')).toBeVisible();
    await expect(page.getByText(secret)).toHaveCount(0);

    await logOutFromSidebar(page);
    await submitLogin(page);
    await expect(page).toHaveURL('/two-factor');
    await codeField(page).fill(totpCode(secret));
    await page.getByRole('button', { name: 'Verify Code' }).click();
    await expect(page.getByRole('heading', { level: 1, name: welcome })).toBeVisible();

    // The phone lost: a recovery code completes the sign-in instead, and works once.
    await logOutFromSidebar(page);
    await submitLogin(page);
    await expect(page).toHaveURL('/two-factor');
    await page.getByRole('button', { name: 'Use a recovery code' }).click();
    await expect(codeField(page)).toHaveCount(0);
    await expectNoAxeViolations(page);
    await page.getByLabel('Recovery code').fill(signInCode);
    await page.getByRole('button', { name: 'Verify Code' }).click();
    await expect(page.getByRole('heading', { level: 1, name: welcome })).toBeVisible();

    await logOutFromSidebar(page);
    await submitLogin(page);
    await expect(page).toHaveURL('/two-factor');
    // By keyboard: the choice is a button reached with Tab, pressed with Enter.
    await page.getByRole('button', { name: 'Verify Code' }).focus();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Use a recovery code' })).toBeFocused();
    await page.keyboard.press('Enter');
    await page.getByLabel('Recovery code').fill(signInCode);
    await page.keyboard.press('Enter');
    await expect(page.getByText('Invalid recovery code')).toBeVisible();
    await expect(page).toHaveURL('/two-factor');
    await page.getByLabel('Recovery code').fill(spareCode);
    await page.getByRole('button', { name: 'Verify Code' }).click();
    await expect(page.getByRole('heading', { level: 1, name: welcome })).toBeVisible();

    // Recovery: a recovery code shows the QR code again with fresh codes, once.
    await page.goto('/settings?tab=2fa');
    for (const [attempt, toast] of [
      [recoveryCode, 'Recovery codes regenerated successfully!'],
      [recoveryCode, 'Invalid recovery code'],
    ] as const) {
      await page.getByRole('button', { name: 'Regenerate recovery codes' }).click();
      const dialog = page.getByRole('dialog', { name: 'Regenerate recovery codes' });
      await dialog.getByLabel('Recovery code').fill(attempt);
      await dialog.getByRole('button', { name: 'Regenerate', exact: true }).click();
      await expect(page.getByText(toast).first()).toBeVisible();
      if (toast === 'Invalid recovery code')
        await dialog.getByRole('button', { name: 'Cancel' }).click();
    }
    await expect(
      page.getByRole('region', { name: 'Recovery codes' }).getByText(recoveryCode),
    ).toHaveCount(0);
  } finally {
    await setSecondFactor(request, token, 'none');
  }
});

test('the email method mails a code at sign-in', async ({ page, request }) => {
  const token = await apiToken(request);
  try {
    await openSettings(page, '?tab=2fa');
    await chooseMethod(page, 'Email code');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    // A sensitive change: a wrong password is refused under the field, the right one saves.
    await confirmPassword(page, 'not the password');
    await expect(
      page
        .getByRole('dialog', { name: 'Confirm your password' })
        .getByText('The password is incorrect.'),
    ).toBeVisible();
    await confirmPassword(page);
    await expect(page.getByText('Two-Factor method updated successfully!')).toBeVisible();

    await logOutFromSidebar(page);
    const mark = await outboxMark(request);
    await submitLogin(page);
    await expect(page).toHaveURL('/two-factor');
    const mail = await newMail(request, {
      to: demo.email,
      subject: 'Your Packlight sign-in code',
      mark,
    });
    await codeField(page).fill(/sign-in code is (\d{6})/.exec(mail.text)?.[1] ?? '');
    await page.getByRole('button', { name: 'Verify Code' }).click();
    await expect(page.getByRole('heading', { level: 1, name: welcome })).toBeVisible();
  } finally {
    await setSecondFactor(request, token, 'none');
  }
});

test('a QR code that cannot be made says so', async ({ page }) => {
  await openSettings(page, '?tab=2fa');
  await page.route('**/api/2fa/generate-totp', (route) =>
    route.fulfill({ status: 500, json: { message: 'Server Error' } }),
  );
  await chooseMethod(page, 'Authenticator app (TOTP)');
  await page.getByRole('button', { name: 'Set up authenticator' }).click();
  await confirmPassword(page);
  await expect(page.getByText('Failed to generate TOTP QR code')).toBeVisible();
});

test('settings work by keyboard alone', async ({ page }) => {
  await openSettings(page);
  await tab(page, 'Personal Information').focus();
  await page.keyboard.press('ArrowRight');
  await expect(page).toHaveURL('/settings?tab=password');
  // The panel's fields first: a Tab before they exist would land on the panel itself. The panel
  // stops being a Tab stop of its own a moment after they appear (react-aria watches its children
  // for that), so wait for that too.
  await expect(page.getByLabel('Current Password', { exact: true })).toBeVisible();
  await expect(page.getByRole('tabpanel')).not.toHaveAttribute('tabindex');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Current Password', { exact: true })).toBeFocused();
  await page.keyboard.type(demo.password);
  // Each field is followed by its show/hide button.
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Current Password', { exact: true })).toHaveAttribute(
    'type',
    'text',
  );
  await page.keyboard.press('Tab');
  await page.keyboard.type('one-new-password');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.type('another-password');
  await page.keyboard.press('Enter');
  await expect(page.getByText('New password and confirm password do not match.')).toBeVisible();
});

test('Settings lists your sessions and signs out of all the others', async ({ page, request }) => {
  const elsewhere = await apiToken(request);
  await signIn(page);
  await page.goto('/settings');
  const sessions = page.getByRole('list', { name: 'Signed-in sessions' });
  await expect(sessions.getByRole('listitem').nth(1)).toBeVisible({ timeout: 10_000 });
  await expect(sessions.getByRole('listitem').first()).toContainText('(this browser)');
  await expect(sessions.getByRole('listitem').first()).toContainText('Last active');

  await page.getByRole('button', { name: 'Sign out of all other sessions' }).click();
  await expect(sessions.getByRole('listitem')).toHaveCount(1, { timeout: 10_000 });
  const other = await request.get('/api/user', {
    headers: { Authorization: `Bearer ${elsewhere}`, Accept: 'application/json' },
  });
  expect(other.status()).toBe(401);
  await expectNoAxeViolations(page);
});
