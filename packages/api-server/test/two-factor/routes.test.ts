import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { endpoints } from '@packlight/api-types';
import { totpCode } from '../../src/two-factor/totp.ts';
import { mails, users } from '../../src/db/schema/index.ts';
import { call, givenUser, signIn, testPassword, useTestApp } from '../helpers/test-app.ts';

const t = useTestApp();
const email = 'ada@example.test';
const start = Date.UTC(2026, 4, 4, 10, 0, 5);

interface Pending {
  two_factor_required: true;
  user_id: number;
  method: string[];
  login_token: string;
}

/** An administrator with an authenticator set up through the API; answers its secret and codes. */
async function givenTotpUser() {
  await givenUser(t.db);
  const token = await signIn(t.app, email);
  const setup = await call(t.app, 'POST', '/api/2fa/generate-totp', {
    token,
    json: { current_password: testPassword },
  });
  expect(setup.status).toBe(200);
  const { secret, recovery_codes, qr } = (
    setup.body as { data: { secret: string; recovery_codes: string[]; qr: string } }
  ).data;
  expect((await confirmTotp(token, secret)).status).toBe(200);
  return { token, secret, recoveryCodes: recovery_codes, qr };
}

/**
 * Turns the authenticator on with a code of its secret, as the settings screen does. The code is
 * of a step before `start`, so the codes the tests sign in with later are not taken as replays.
 */
async function confirmTotp(token: string, secret: string) {
  const clockBefore = t.clock.at;
  t.clock.at = start - 120_000;
  const answer = await call(t.app, 'POST', '/api/2fa/update', {
    token,
    json: { current_password: testPassword, method: 'totp', code: totpCode(secret, t.clock.at) },
  });
  t.clock.at = clockBefore;
  return answer;
}

async function login(): Promise<Pending> {
  const answer = await call(t.app, 'POST', '/api/login', {
    json: { email, password: testPassword },
  });
  expect(answer.status).toBe(200);
  expect(endpoints.auth.login.response.safeParse(answer.body).success).toBe(true);
  return (answer.body as { data: Pending }).data;
}

const verify = (pending: Pending, code: string, method = pending.method[0]) =>
  call(t.app, 'POST', '/api/two-factor/verify', {
    json: { method, code, user_id: pending.user_id, login_token: pending.login_token },
  });

const verified = (answer: { body: unknown }) =>
  (answer.body as { data: { verified: boolean } }).data.verified;

describe('sign-in with an authenticator app (TOTP)', () => {
  it('holds the login for a second factor instead of answering a token', async () => {
    await givenTotpUser();
    const pending = await login();
    expect(pending).toEqual({
      two_factor_required: true,
      user_id: expect.any(Number),
      method: ['totp'],
      login_token: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
  });

  it('accepts the current code once, and refuses it replayed', async () => {
    const { secret } = await givenTotpUser();
    t.clock.at = start;
    const code = totpCode(secret, start);

    const wrong = await verify(await login(), code === '000000' ? '111111' : '000000');
    expect(wrong.status).toBe(200);
    expect(wrong.body).toEqual({ data: { verified: false } });

    const first = await verify(await login(), code);
    expect(first.status).toBe(200);
    const data = (first.body as { data: { verified: true; token: string; user: object } }).data;
    expect(data).toMatchObject({ verified: true, user: { email } });
    expect((await call(t.app, 'GET', '/api/user', { token: data.token })).status).toBe(200);

    expect(verified(await verify(await login(), code))).toBe(false);
    // The next step's code is a new code.
    t.clock.at = start + 30_000;
    expect(verified(await verify(await login(), totpCode(secret, start + 30_000)))).toBe(true);
  });

  it('allows one step of clock drift either way, and no more', async () => {
    const { secret } = await givenTotpUser();
    t.clock.at = start;
    expect(verified(await verify(await login(), totpCode(secret, start - 30_000)))).toBe(true);
    expect(verified(await verify(await login(), totpCode(secret, start + 30_000)))).toBe(true);
    expect(verified(await verify(await login(), totpCode(secret, start + 90_000)))).toBe(false);
    expect(verified(await verify(await login(), totpCode(secret, start - 90_000)))).toBe(false);
  });

  it('refuses a code for another user, a forged login token and the wrong method', async () => {
    const { secret } = await givenTotpUser();
    t.clock.at = start;
    const code = totpCode(secret, start);
    const pending = await login();
    expect(verified(await verify({ ...pending, user_id: pending.user_id + 1 }, code))).toBe(false);
    expect(verified(await verify({ ...pending, login_token: 'f'.repeat(64) }, code))).toBe(false);
    expect(verified(await verify(pending, code, 'email'))).toBe(false);
    expect(verified(await verify(pending, code))).toBe(true);
  });

  it('answers 429 after five wrong codes', async () => {
    await givenTotpUser();
    const pending = await login();
    for (let i = 0; i < 5; i++) expect(verified(await verify(pending, '000001'))).toBe(false);
    const limited = await verify(pending, '000002');
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ message: 'Too Many Attempts.' });
    expect(limited.headers.get('Retry-After')).toMatch(/^\d+$/);
  });

  it('checks the payload with 422, never 500', async () => {
    for (const json of [{}, { method: 'sms', code: '12', user_id: 'x', login_token: '' }]) {
      const answer = await call(t.app, 'POST', '/api/two-factor/verify', { json });
      expect(answer.status).toBe(422);
    }
  });
});

describe('sign-in with a recovery code (the authenticator lost)', () => {
  const storedCodes = async () =>
    (await t.db.select().from(users).where(eq(users.email, email)))[0]?.twoFactorRecoveryCodes;

  it('completes the held sign-in with a recovery code, once', async () => {
    const { recoveryCodes } = await givenTotpUser();
    const code = recoveryCodes[3]!;

    const first = await verify(await login(), code, 'recovery');
    expect(first.status).toBe(200);
    const data = (first.body as { data: { verified: true; token: string } }).data;
    expect(data).toMatchObject({ verified: true, user: { email } });
    expect((await call(t.app, 'GET', '/api/user', { token: data.token })).status).toBe(200);
    expect(await storedCodes()).toHaveLength(7);

    expect((await verify(await login(), code, 'recovery')).body).toEqual({
      data: { verified: false },
    });
    // The other codes still work.
    expect(verified(await verify(await login(), recoveryCodes[0]!, 'recovery'))).toBe(true);
    expect(await storedCodes()).toHaveLength(6);
  });

  it('lets only one of two racing sign-ins spend the same code', async () => {
    const { recoveryCodes } = await givenTotpUser();
    const pending = await login();
    const answers = await Promise.all([
      verify(pending, recoveryCodes[1]!, 'recovery'),
      verify(pending, recoveryCodes[1]!, 'recovery'),
    ]);
    expect(answers.map(verified).filter(Boolean)).toHaveLength(1);
    expect(await storedCodes()).toHaveLength(7);
  });

  it('refuses a wrong code like a wrong 6-digit code, and a recovery code for an email sign-in', async () => {
    const { token, recoveryCodes } = await givenTotpUser();
    const pending = await login();
    const wrong = await verify(pending, 'AAAAAAAAAA-BBBBBBBBBB', 'recovery');
    expect(wrong.status).toBe(200);
    expect(wrong.body).toEqual({ data: { verified: false } });
    expect(await storedCodes()).toHaveLength(8);

    // A sign-in held for a mailed code takes no recovery code.
    await call(t.app, 'POST', '/api/2fa/update', {
      token,
      json: { current_password: testPassword, method: 'email' },
    });
    const byEmail = await login();
    expect(byEmail.method).toEqual(['email']);
    expect(verified(await verify(byEmail, recoveryCodes[4]!, 'recovery'))).toBe(false);
    expect(await storedCodes()).toHaveLength(8);
  });

  it('answers 429 after five wrong recovery codes, as for 6-digit codes', async () => {
    await givenTotpUser();
    const pending = await login();
    for (let i = 0; i < 5; i++) {
      expect(verified(await verify(pending, `AAAAAAAAA${i}-BBBBBBBBBB`, 'recovery'))).toBe(false);
    }
    const limited = await verify(pending, 'CCCCCCCCCC-DDDDDDDDDD', 'recovery');
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ message: 'Too Many Attempts.' });
  });

  it('checks the recovery code’s form with 422', async () => {
    await givenTotpUser();
    const answer = await verify(await login(), '123456', 'recovery');
    expect(answer.status).toBe(422);
    expect(answer.body).toEqual({
      message: 'The code field format is invalid.',
      errors: { code: ['The code field format is invalid.'] },
    });
  });
});

describe('sign-in with a code by email', () => {
  async function givenEmailUser() {
    await givenUser(t.db);
    const token = await signIn(t.app, email);
    const update = await call(t.app, 'POST', '/api/2fa/update', {
      token,
      json: { current_password: testPassword, method: 'email' },
    });
    expect(update.body).toEqual({
      message: 'Two-Factor method updated successfully!',
      data: { two_factor_method: 'email' },
    });
  }
  const mailedCode = async () => {
    const [mail] = await t.db.select().from(mails).orderBy(desc(mails.id)).limit(1);
    expect(mail?.to).toBe(email);
    return /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1] ?? '';
  };

  it('mails a 6-digit code at login that works once', async () => {
    await givenEmailUser();
    const pending = await login();
    expect(pending.method).toEqual(['email']);
    const code = await mailedCode();
    expect(code).toMatch(/^\d{6}$/);
    expect(verified(await verify(pending, code))).toBe(true);
    expect(verified(await verify(pending, code))).toBe(false);
  });

  it('refuses the code after ten minutes, and an older login’s code', async () => {
    await givenEmailUser();
    t.clock.at = start;
    const old = await login();
    const oldCode = await mailedCode();
    const pending = await login();
    expect(verified(await verify(old, oldCode))).toBe(false);
    const code = await mailedCode();
    t.clock.at = start + 10 * 60_000 + 1000;
    expect(verified(await verify(pending, code))).toBe(false);
  });

  const resend = (pending: Pending) =>
    call(t.app, 'POST', '/api/two-factor/resend', {
      json: { user_id: pending.user_id, login_token: pending.login_token },
    });

  it('mails a new code on request; the old one stops working, the new one signs in', async () => {
    await givenEmailUser();
    t.clock.at = start;
    const pending = await login();
    const first = await mailedCode();
    t.clock.at = start + 9 * 60_000;
    const again = await resend(pending);
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ message: 'A new code is on its way to your email.' });
    expect(endpoints.twoFactor.resend.response.safeParse(again.body).success).toBe(true);
    const second = await mailedCode();
    expect(second).toMatch(/^\d{6}$/);
    // Past the first code's ten minutes: the new code has ten minutes of its own.
    t.clock.at = start + 11 * 60_000;
    if (first !== second) expect(verified(await verify(pending, first))).toBe(false);
    expect(verified(await verify(pending, second))).toBe(true);
  });

  it('refuses to resend for an unknown, spent or authenticator sign-in, and more than 3 a minute', async () => {
    await givenEmailUser();
    const pending = await login();
    const unknown = await resend({ ...pending, login_token: 'not-a-token' });
    expect(unknown.status).toBe(422);
    expect(unknown.body).toEqual({
      message: 'This sign-in has expired. Please sign in again.',
      errors: { login_token: ['This sign-in has expired. Please sign in again.'] },
    });
    const empty = await call(t.app, 'POST', '/api/two-factor/resend', { json: {} });
    expect(empty.status).toBe(422);
    expect(Object.keys((empty.body as { errors: object }).errors).sort()).toEqual([
      'login_token',
      'user_id',
    ]);
    expect(verified(await verify(pending, await mailedCode()))).toBe(true);
    // Counted per held sign-in: the made-up token's try counted against no one else's.
    for (let i = 0; i < 3; i++) expect((await resend(pending)).status).toBe(422);
    const mailsBefore = (await t.db.select().from(mails)).length;
    expect((await resend(pending)).status).toBe(429);
    expect((await t.db.select().from(mails)).length).toBe(mailsBefore);
  });

  it('does not resend for a sign-in held by the authenticator', async () => {
    await givenTotpUser();
    const pending = await login();
    expect(pending.method).toEqual(['totp']);
    const mailsBefore = (await t.db.select().from(mails)).length;
    expect((await resend(pending)).status).toBe(422);
    expect((await t.db.select().from(mails)).length).toBe(mailsBefore);
  });
});

describe('two-factor settings', () => {
  it('answers an SVG QR code, the secret and eight recovery codes stored only as hashes', async () => {
    const { qr, secret, recoveryCodes } = await givenTotpUser();
    expect(qr).toMatch(/^data:image\/svg\+xml;base64,/);
    const svg = Buffer.from(qr.split(',')[1] ?? '', 'base64').toString('utf8');
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(recoveryCodes).toHaveLength(8);
    expect(new Set(recoveryCodes).size).toBe(8);
    const [row] = await t.db.select().from(users);
    const stored = JSON.stringify(row);
    expect(stored).not.toContain(secret);
    for (const code of recoveryCodes) expect(stored).not.toContain(code);
    const me = await call(t.app, 'GET', '/api/user', { token: await signInWith(secret) });
    expect(me.body).toMatchObject({
      data: { two_factor_method: 'totp', two_factor_secret: '********' },
    });
  });

  it('spends a recovery code once to show the same authenticator with new codes', async () => {
    const { token, secret, recoveryCodes } = await givenTotpUser();
    const code = recoveryCodes[3] as string;
    const first = await call(t.app, 'POST', '/api/2fa/verify-recovery', { token, json: { code } });
    expect(first.status).toBe(200);
    const data = (first.body as { data: { secret: string; recovery_codes: string[] } }).data;
    expect(data.secret).toBe(secret);
    expect(data.recovery_codes).toHaveLength(8);
    expect(data.recovery_codes).not.toContain(code);

    const again = await call(t.app, 'POST', '/api/2fa/verify-recovery', { token, json: { code } });
    expect(again.status).toBe(422);
    expect(again.body).toEqual({
      message: 'Invalid recovery code',
      errors: { code: ['Invalid recovery code'] },
    });
  });

  it('refuses TOTP without a secret, and a second set-up while TOTP is on', async () => {
    await givenUser(t.db);
    const token = await signIn(t.app, email);
    const early = await call(t.app, 'POST', '/api/2fa/update', {
      token,
      json: { current_password: testPassword, method: 'totp' },
    });
    expect(early.status).toBe(422);
    const setup = await call(t.app, 'POST', '/api/2fa/generate-totp', {
      token,
      json: { current_password: testPassword },
    });
    const { secret } = (setup.body as { data: { secret: string } }).data;
    await confirmTotp(token, secret);
    const twice = await call(t.app, 'POST', '/api/2fa/generate-totp', {
      token,
      json: { current_password: testPassword },
    });
    expect(twice.status).toBe(422);
  });

  it('switches to TOTP only with a current code of the new secret', async () => {
    await givenUser(t.db);
    const token = await signIn(t.app, email);
    const setup = await call(t.app, 'POST', '/api/2fa/generate-totp', {
      token,
      json: { current_password: testPassword },
    });
    const { secret } = (setup.body as { data: { secret: string } }).data;
    const method = async () =>
      (await t.db.select().from(users).where(eq(users.email, email)))[0]?.twoFactorMethod;

    const bare = await call(t.app, 'POST', '/api/2fa/update', {
      token,
      json: { current_password: testPassword, method: 'totp' },
    });
    expect(bare.status).toBe(422);
    expect(bare.body).toEqual({
      message: 'Enter the 6-digit code from your authenticator app to turn it on.',
      errors: { code: ['Enter the 6-digit code from your authenticator app to turn it on.'] },
    });
    t.clock.at = start;
    const wrong = await call(t.app, 'POST', '/api/2fa/update', {
      token,
      json: {
        current_password: testPassword,
        method: 'totp',
        code: totpCode(secret, start + 120_000),
      },
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body).toMatchObject({ errors: { code: ['Invalid code. Please try again.'] } });
    const malformed = await call(t.app, 'POST', '/api/2fa/update', {
      token,
      json: { current_password: testPassword, method: 'totp', code: '12ab' },
    });
    expect(malformed.status).toBe(422);
    // Nothing switched: a password still signs in without a second factor.
    expect(await method()).not.toBe('totp');

    const code = totpCode(secret, start);
    const right = await call(t.app, 'POST', '/api/2fa/update', {
      token,
      json: { current_password: testPassword, method: 'totp', code },
    });
    expect(right.status).toBe(200);
    expect(await method()).toBe('totp');
    // The confirming code is spent: it does not also complete a sign-in.
    expect(verified(await verify(await login(), code))).toBe(false);
  });

  it('turns the second factor off with none, forgetting the secret', async () => {
    const { token } = await givenTotpUser();
    const off = await call(t.app, 'POST', '/api/2fa/update', {
      token,
      json: { current_password: testPassword, method: 'none' },
    });
    expect(off.status).toBe(200);
    const [row] = await t.db.select().from(users).where(eq(users.email, email));
    expect(row).toMatchObject({ twoFactorMethod: 'none', twoFactorSecret: null });
    const answer = await call(t.app, 'POST', '/api/login', {
      json: { email, password: testPassword },
    });
    expect(answer.body).toMatchObject({ data: { token: expect.any(String) } });
  });
});

/** Signs in through the second factor at the test clock's time. */
async function signInWith(secret: string): Promise<string> {
  t.clock.at = (t.clock.at ?? start) + 30_000;
  const answer = await verify(await login(), totpCode(secret, t.clock.at));
  return (answer.body as { data: { token: string } }).data.token;
}
