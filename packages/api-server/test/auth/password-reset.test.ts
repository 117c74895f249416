import { desc } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mails, passwordResetTokens } from '../../src/db/schema/index.ts';
import { call, givenUser, signIn, testPassword, useTestApp } from '../helpers/test-app.ts';

const t = useTestApp();
const sent = { message: 'We have emailed your password reset link.' };
const invalid = {
  message: 'This password reset token is invalid.',
  errors: { email: ['This password reset token is invalid.'] },
};
const newPassword = 'a brand new password';

async function lastMail() {
  const [mail] = await t.db.select().from(mails).orderBy(desc(mails.id)).limit(1);
  return mail;
}

/** Asks for a reset link and reads the email and token back out of the mailed link. */
async function requestLink(email = 'ada@example.test') {
  const answer = await call(t.app, 'POST', '/api/forgot-password', { json: { email } });
  expect(answer.status).toBe(200);
  const mail = await lastMail();
  const link = /https?:\/\/\S+\/reset-password\?\S+/.exec(mail?.text ?? '')?.[0] ?? '';
  const url = new URL(link);
  return { email: url.searchParams.get('email') ?? '', token: url.searchParams.get('token') ?? '' };
}

const reset = (fields: { email: string; token: string }, password = newPassword) =>
  call(t.app, 'POST', '/api/reset-password', {
    json: { ...fields, password, password_confirmation: password },
  });

describe('POST /api/forgot-password', () => {
  it('mails a link to /reset-password with the email and a token kept only as a hash', async () => {
    await givenUser(t.db);
    const answer = await call(t.app, 'POST', '/api/forgot-password', {
      json: { email: 'ADA@example.test' },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual(sent);

    const mail = await lastMail();
    expect(mail).toMatchObject({ to: 'ada@example.test', transport: 'outbox' });
    const link =
      /http:\/\/localhost\/reset-password\?email=ada%40example\.test&token=([0-9a-f]{64})/.exec(
        mail?.text ?? '',
      );
    expect(link).not.toBeNull();
    const [row] = await t.db.select().from(passwordResetTokens);
    expect(row?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.tokenHash).not.toBe(link?.[1]);
  });

  it('answers the same for an unknown address, and mails nothing', async () => {
    const answer = await call(t.app, 'POST', '/api/forgot-password', {
      json: { email: 'nobody@example.test' },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual(sent);
    expect(await t.db.select().from(mails)).toHaveLength(0);
  });

  it('refuses a missing or malformed email with 422', async () => {
    for (const json of [{}, { email: 'not an email' }, { email: 42 }]) {
      const answer = await call(t.app, 'POST', '/api/forgot-password', { json });
      expect(answer.status, JSON.stringify(json)).toBe(422);
      expect(answer.body, JSON.stringify(json)).toMatchObject({
        errors: { email: expect.any(Array) },
      });
    }
  });

  it('limits requests per address with 429, known account or not', async () => {
    for (const email of ['ada@example.test', 'nobody@example.test']) {
      for (let i = 0; i < 3; i++) {
        expect(
          (await call(t.app, 'POST', '/api/forgot-password', { json: { email } })).status,
        ).toBe(200);
      }
      const limited = await call(t.app, 'POST', '/api/forgot-password', { json: { email } });
      expect(limited.status).toBe(429);
      expect(limited.body).toEqual({ message: 'Too Many Attempts.' });
      expect(limited.headers.get('Retry-After')).toMatch(/^\d+$/);
    }
  });
});

describe('POST /api/reset-password', () => {
  it('sets the new password once, signs out every session and spends the token', async () => {
    await givenUser(t.db);
    const session = await signIn(t.app, 'ada@example.test');
    const link = await requestLink();

    const answer = await reset(link);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ message: 'Your password has been reset.' });
    expect((await call(t.app, 'GET', '/api/user', { token: session })).status).toBe(401);
    await signIn(t.app, 'ada@example.test', newPassword);
    const old = await call(t.app, 'POST', '/api/login', {
      json: { email: 'ada@example.test', password: testPassword },
    });
    expect(old.status).toBe(422);

    const again = await reset(link, 'yet another password');
    expect(again.status).toBe(422);
    expect(again.body).toEqual(invalid);
  });

  it('refuses a token older than 60 minutes', async () => {
    await givenUser(t.db);
    t.clock.at = Date.UTC(2026, 2, 1, 9, 0, 0);
    const link = await requestLink();
    t.clock.at += 60 * 60_000 + 1000;
    const answer = await reset(link);
    expect(answer.status).toBe(422);
    expect(answer.body).toEqual(invalid);
  });

  it('refuses a wrong token, another email, and an unknown email alike', async () => {
    await givenUser(t.db);
    await givenUser(t.db, { email: 'bob@example.test' });
    const link = await requestLink();
    for (const fields of [
      { ...link, token: 'f'.repeat(64) },
      { ...link, email: 'bob@example.test' },
      { ...link, email: 'nobody@example.test' },
    ]) {
      const answer = await reset(fields);
      expect(answer.status, fields.email).toBe(422);
      expect(answer.body, fields.email).toEqual(invalid);
    }
    expect((await reset(link)).status).toBe(200);
  });

  it('checks the payload: confirmation, length, malformed JSON', async () => {
    const mismatch = await call(t.app, 'POST', '/api/reset-password', {
      json: {
        email: 'ada@example.test',
        token: 'x',
        password: newPassword,
        password_confirmation: 'y',
      },
    });
    expect(mismatch.status).toBe(422);
    expect(mismatch.body).toMatchObject({ errors: { password: expect.any(Array) } });
    const broken = await call(t.app, 'POST', '/api/reset-password', {
      body: '{"email":',
      headers: { 'Content-Type': 'application/json' },
    });
    expect(broken.status).toBe(422);
  });

  it('limits failed attempts per address with 429', async () => {
    await givenUser(t.db);
    const link = await requestLink();
    for (let i = 0; i < 5; i++) {
      expect((await reset({ ...link, token: `wrong-${i}` })).status).toBe(422);
    }
    const limited = await reset(link);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('Retry-After')).toMatch(/^\d+$/);
  });
});
