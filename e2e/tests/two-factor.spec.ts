import { expect, test } from './test.ts';
import type { Page } from '@playwright/test';
import {
  apiToken,
  demo,
  expectNoAxeViolations,
  newMail,
  outboxMark,
  setSecondFactor,
  storedTokens,
  submitLogin,
  totpCode,
  welcome,
} from './support.ts';

// These tests give the shared demo admin a second factor; each takes it off again afterwards
// with a token issued before it was set, so the other specs can still sign in with a password.
let token: string;
test.beforeEach(async ({ request }) => {
  token = await apiToken(request);
});
test.afterEach(async ({ request }) => {
  await setSecondFactor(request, token, 'none');
});

const codeField = (page: Page) => page.getByPlaceholder('Enter your 6-digit code');

async function verify(page: Page, code: string) {
  await codeField(page).fill(code);
  await page.getByRole('button', { name: 'Verify Code' }).click();
}

async function reachTwoFactor(page: Page, remember = true) {
  await submitLogin(page, { remember });
  await expect(page).toHaveURL('/two-factor');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Two-factor verification' }),
  ).toBeVisible();
  expect(await storedTokens(page)).toEqual([null, null]);
}

test('an authenticator code completes the sign-in and lands on the dashboard', async ({
  page,
  request,
}) => {
  const secret = await setSecondFactor(request, token, 'totp');
  await reachTwoFactor(page);
  await expect(page.getByText('Open your authenticator app')).toBeVisible();
  // One method: nothing to choose.
  await expect(page.getByRole('button', { name: /Verification method/ })).toHaveCount(0);
  await expectNoAxeViolations(page);

  await verify(page, totpCode(secret ?? ''));

  await expect(page.getByRole('heading', { level: 1, name: welcome })).toBeVisible();
  await expect(page).toHaveURL('/');
  // Remember me was ticked: the verified session outlives the tab.
  const [local, session] = await storedTokens(page);
  expect(local).toBeTruthy();
  expect(session).toBeNull();
});

test('a wrong code is refused and the visitor stays held at /two-factor', async ({
  page,
  request,
}) => {
  await setSecondFactor(request, token, 'totp');
  await reachTwoFactor(page);

  await verify(page, '000000');

  await expect(page.getByRole('alert')).toHaveText('Invalid code. Please try again.');
  await expectNoAxeViolations(page);
  // Every other page sends a held sign-in back here, the sign-in pages included.
  for (const path of ['/', '/travelers', '/login', '/signup']) {
    await page.goto(path);
    await expect(page).toHaveURL('/two-factor');
  }
  // Until the visitor gives up on it.
  await page.getByRole('link', { name: 'Back to Login' }).click();
  await expect(page).toHaveURL('/login');
  await page.goto('/two-factor');
  await expect(page).toHaveURL('/login');
});

test('a code mailed at sign-in, read from the demo outbox, completes it', async ({
  page,
  request,
}) => {
  await setSecondFactor(request, token, 'email');
  const mark = await outboxMark(request);
  await reachTwoFactor(page, false);
  await expect(page.getByText('We emailed you a 6-digit sign-in code.')).toBeVisible();

  const mail = await newMail(request, {
    to: demo.email,
    subject: 'Your Packlight sign-in code',
    mark,
  });
  const code = /sign-in code is (\d{6})/.exec(mail.text)?.[1] ?? '';
  await verify(page, code);

  await expect(page.getByRole('heading', { level: 1, name: welcome })).toBeVisible();
  // Remember me was unticked, and the second step keeps that choice.
  const [local, session] = await storedTokens(page);
  expect(local).toBeNull();
  expect(session).toBeTruthy();
});

test('Resend code mails a new code; the new one completes the sign-in', async ({
  page,
  request,
}) => {
  await setSecondFactor(request, token, 'email');
  await reachTwoFactor(page, false);
  await expect(page.getByText('We emailed you a 6-digit sign-in code.')).toBeVisible();
  const mark = await outboxMark(request);

  await page.getByRole('button', { name: 'Resend code' }).click();
  await expect(page.getByText('A new code is on its way to your email.')).toBeVisible();
  const mail = await newMail(request, {
    to: demo.email,
    subject: 'Your Packlight sign-in code',
    mark,
  });
  const code = /sign-in code is (\d{6})/.exec(mail.text)?.[1] ?? '';
  expect(code).toMatch(/^\d{6}$/);
  await verify(page, code);
  await expect(page.getByRole('heading', { level: 1, name: welcome })).toBeVisible();
});

test('a failure of the verify call itself says something went wrong', async ({ page, request }) => {
  await setSecondFactor(request, token, 'totp');
  await reachTwoFactor(page);
  await page.route('**/api/two-factor/verify', (route) =>
    route.fulfill({ status: 500, json: { message: 'Server Error' } }),
  );

  await verify(page, '123456');

  await expect(page.getByRole('alert')).toHaveText('Something went wrong.');
});

test('a provider sign-in for an account with a second factor goes on to /two-factor', async ({
  page,
  request,
}) => {
  const secret = await setSecondFactor(request, token, 'totp');
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign in with Google' }).click();
  await page.getByRole('button', { name: 'Approve' }).click();

  await expect(page).toHaveURL('/two-factor');
  await verify(page, totpCode(secret ?? ''));
  await expect(page.getByRole('heading', { level: 1, name: welcome })).toBeVisible();
});

test('with several methods the visitor chooses one, and the code is sent for it', async ({
  page,
}) => {
  // Our server offers one method per account; the spec allows a list, so the answer is staged.
  await page.route('**/api/login', (route) =>
    route.fulfill({
      json: {
        data: {
          two_factor_required: true,
          user_id: 1,
          method: ['totp', 'email'],
          login_token: 'staged',
        },
      },
    }),
  );
  const sent: unknown[] = [];
  await page.route('**/api/two-factor/verify', (route) => {
    sent.push(route.request().postDataJSON());
    return route.fulfill({ json: { data: { verified: false } } });
  });
  await reachTwoFactor(page);

  const choice = page.getByRole('button', { name: /Verification method/ });
  await expect(choice).toHaveText(/Authenticator App/);
  await expectNoAxeViolations(page);
  await choice.click();
  await page.getByRole('option', { name: 'Email Code' }).click();
  await expect(page.getByText('We emailed you a 6-digit sign-in code.')).toBeVisible();

  await verify(page, '123456');

  await expect(page.getByRole('alert')).toHaveText('Invalid code. Please try again.');
  expect(sent).toEqual([{ method: 'email', code: '123456', user_id: 1, login_token: 'staged' }]);
});
