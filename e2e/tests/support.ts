import { createHmac } from 'node:crypto';
import { createRequire } from 'node:module';
import { readFile } from 'node:fs/promises';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

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

// axe-core already ships with Storybook's a11y addon, which runs the same checks on every story;
// resolving it through the addon avoids a second copy as a dependency of its own.
const axeScript = createRequire(
  createRequire(import.meta.url).resolve('@storybook/addon-a11y'),
).resolve('axe-core/axe.min.js');

interface AxeViolation {
  id: string;
  help: string;
  nodes: { target: unknown[]; html: string }[];
}

let axeSource: string | undefined;

/** Runs axe over the whole page as it is now and expects no violation. */
export async function expectNoAxeViolations(page: Page) {
  // Evaluated, not added as a <script>: the app's CSP rightly refuses inline scripts.
  axeSource ??= await readFile(axeScript, 'utf8');
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const { axe } = window as unknown as {
      axe: { run(context: object): Promise<{ violations: AxeViolation[] }> };
    };
    // react-aria's live announcer is no page content: for seven seconds it holds the "pending"
    // announcement of a busy button by the button's id, even once that button has gone.
    const results = await axe.run({ exclude: [['[data-live-announcer]']] });
    return results.violations.map(({ id, help, nodes }) => ({
      id,
      help,
      nodes: nodes.map((node) => `${node.target.join(' ')}: ${node.html}`),
    }));
  });
  expect(violations).toEqual([]);
}

/** Headers of an API call made as the holder of `token`. */
export const bearer = (token: string) => ({
  Authorization: `Bearer ${token}`,
  Accept: 'application/json',
});

/** Signs in through the API (no second factor set) and answers the bearer token. */
export async function apiToken(request: APIRequestContext, credentials = demo): Promise<string> {
  const answer = await request.post('/api/login', { data: credentials });
  expect(answer.status()).toBe(200);
  const { data } = (await answer.json()) as { data: { token: string } };
  return data.token;
}

/** Sets the second-factor method of the token's user; for TOTP answers the new secret. */
export async function setSecondFactor(
  request: APIRequestContext,
  token: string,
  method: 'totp' | 'email' | 'none',
): Promise<string | null> {
  let secret: string | null = null;
  if (method === 'totp') {
    const setup = await request.post('/api/2fa/generate-totp', {
      headers: bearer(token),
      data: { current_password: demo.password },
    });
    expect(setup.status()).toBe(200);
    ({ secret } = ((await setup.json()) as { data: { secret: string } }).data);
  }
  const update = await request.post('/api/2fa/update', {
    headers: bearer(token),
    data: {
      method,
      current_password: demo.password,
      ...(secret ? { code: await confirmingCode(secret) } : {}),
    },
  });
  expect(update.status()).toBe(200);
  return secret;
}

/**
 * The code that turns a new authenticator on (the server switches to TOTP only with one). It is
 * the previous step's, still accepted (one step of drift), so the current code stays unused for
 * the sign-in that usually follows: a used code, or an older one, is refused.
 */
export async function confirmingCode(secret: string): Promise<string> {
  // Late in a step, the previous step's code could be two steps old by the time the server reads
  // it: wait for the next step to begin.
  const intoStep = Date.now() % 30_000;
  if (intoStep > 25_000) await new Promise((done) => setTimeout(done, 30_100 - intoStep));
  return totpCode(secret, Date.now() - 30_000);
}

/** RFC 4648 base32, as authenticator secrets are written. */
function base32Decode(text: string): Buffer {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  const bytes: number[] = [];
  let value = 0;
  let bits = 0;
  for (const char of text.replace(/=+$/, '').toUpperCase()) {
    value = (value << 5) | alphabet.indexOf(char);
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(bytes);
}

/** The code an authenticator app shows now: RFC 6238 (HMAC-SHA-1, 30 s steps, 6 digits). */
export function totpCode(secret: string, now = Date.now()): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(now / 30_000)));
  const digest = createHmac('sha1', base32Decode(secret)).update(counter).digest();
  const offset = (digest[digest.length - 1] ?? 0) & 0x0f;
  return String((digest.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

interface OutboxMail {
  id: number;
  to: string;
  subject: string;
  text: string;
}

async function outbox(request: APIRequestContext): Promise<OutboxMail[]> {
  const answer = await request.get('/outbox.json');
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { data: OutboxMail[] }).data;
}

/** The id of the newest mail in the demo outbox (0 when empty): mails after it are new. */
export async function outboxMark(request: APIRequestContext): Promise<number> {
  return Math.max(0, ...(await outbox(request)).map((mail) => mail.id));
}

/** The newest mail to `to` with `subject` sent after `mark`, waiting for it to arrive. */
export async function newMail(
  request: APIRequestContext,
  { to, subject, mark }: { to: string; subject: string; mark: number },
): Promise<OutboxMail> {
  let found: OutboxMail | undefined;
  await expect
    .poll(async () => {
      found = (await outbox(request)).find(
        (mail) => mail.id > mark && mail.to === to && mail.subject === subject,
      );
      return found !== undefined;
    })
    .toBe(true);
  return found as OutboxMail;
}

/** Files a partner application through the API: an account that is not the shared demo admin. */
export async function registerPartner(request: APIRequestContext, name: string) {
  const account = {
    email: `${name.toLowerCase().replace(/\W+/g, '-')}-${Date.now()}@example.test`,
    password: 'first-password-1',
  };
  const answer = await request.post('/api/register', {
    data: {
      name,
      ...account,
      password_confirmation: account.password,
      terms: true,
    },
  });
  expect(answer.status()).toBe(200);
  return account;
}

/**
 * Logs out from the sidebar, which asks first (docs/product/part-1.md: 'Logout?'), and waits for /login. The
 * header's profile menu logs out without asking.
 */
export async function logOutFromSidebar(page: Page) {
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('button', { name: 'Logout' })
    .click();
  await page
    .getByRole('alertdialog', { name: 'Logout?' })
    .getByRole('button', { name: 'Logout' })
    .click();
  await expect(page).toHaveURL('/login');
}

/** Answers the settings screen's 'Confirm your password' dialog (docs/security.md). */
export async function confirmPassword(page: Page, password = demo.password) {
  const dialog = page.getByRole('dialog', { name: 'Confirm your password' });
  await dialog.getByLabel('Current password').fill(password);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
}

/** A ticket's number as the app writes it. */
export const code = (id: number) => `TCK-${String(id).padStart(5, '0')}`;

/**
 * Opens a ticket's chat and waits until its private channel is signed, so a message sent from
 * elsewhere from now on is delivered live.
 */
export async function openChat(page: Page, id: number) {
  const signed = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/broadcasting/auth') &&
      (response.request().postData() ?? '').includes(`support.ticket.${id}`) &&
      response.status() === 200,
  );
  await page.goto(`/support/chatsupport/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: `Ticket ${code(id)}` })).toBeVisible();
  await signed;
  // The subscription answer follows the signature over the socket.
  await page.waitForTimeout(200);
}

/**
 * Resolves once the page's realtime socket has joined `channel`. Joining the admins' channel
 * refetches every open list and record once (D56), so a test that counts calls or holds a
 * failing call waits for it first. Start it before the page loads.
 */
export function joinedChannel(page: Page, channel: string): Promise<void> {
  return new Promise<void>((resolve) => {
    page.on('websocket', (socket) => {
      socket.on('framereceived', ({ payload }) => {
        const frame = String(payload);
        if (frame.includes('pusher_internal:subscription_succeeded') && frame.includes(channel)) {
          resolve();
        }
      });
    });
  });
}
