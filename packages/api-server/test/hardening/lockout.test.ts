import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mails, rateLimits, users } from '../../src/db/schema/index.ts';
import { givenUser, testPassword, useTestApp } from '../helpers/test-app.ts';
import { callFrom } from './from-address.ts';

/** Nobody can lock someone else out by failing in their name (docs/security.md). */
const t = useTestApp();
const email = 'ada@example.test';
const login = (ip: string, password: string) =>
  callFrom(t.app, ip, 'POST', '/api/login', { email, password });

describe('failed passwords', () => {
  it('from other addresses never block the real user’s correct password', async () => {
    await givenUser(t.db);
    for (let i = 1; i <= 10; i++) {
      expect((await login(`198.51.100.${i}`, 'wrong password')).status).toBe(422);
    }
    expect((await login('203.0.113.50', testPassword)).status).toBe(200);
  });

  it('are limited per account and address together, and per address', async () => {
    await givenUser(t.db);
    await givenUser(t.db, { email: 'grace@example.test' });
    for (let i = 0; i < 5; i++) expect((await login('198.51.100.1', 'wrong')).status).toBe(422);
    expect((await login('198.51.100.1', testPassword)).status).toBe(429);
    // One address trying many accounts meets its own limit.
    for (let i = 0; i < 15; i++) {
      const answer = await callFrom(t.app, '198.51.100.2', 'POST', '/api/login', {
        email: `nobody${i}@example.test`,
        password: 'wrong',
      });
      expect(answer.status).toBe(422);
    }
    for (let i = 0; i < 5; i++) {
      expect((await login('198.51.100.2', 'wrong')).status).toBe(422);
    }
    // Twenty failures from this address: now even a right password from it waits.
    const limited = await callFrom(t.app, '198.51.100.2', 'POST', '/api/login', {
      email: 'grace@example.test',
      password: testPassword,
    });
    expect(limited.status).toBe(429);
  });
});

describe('two-factor codes', () => {
  async function heldSignIn() {
    await givenUser(t.db);
    await t.db.update(users).set({ twoFactorMethod: 'email' }).where(eq(users.email, email));
    const answer = await login('203.0.113.9', testPassword);
    const { user_id, login_token } = (
      answer.body as { data: { user_id: number; login_token: string } }
    ).data;
    const [mail] = await t.db.select().from(mails).orderBy(desc(mails.id)).limit(1);
    const code = /code is (\d{6})/.exec(mail?.text ?? '')?.[1] ?? '';
    expect(code).toMatch(/^\d{6}$/);
    return { user_id, login_token, code };
  }
  const verify = (ip: string, fields: { user_id: number; login_token: string; code: string }) =>
    callFrom(t.app, ip, 'POST', '/api/two-factor/verify', { method: 'email', ...fields });

  it('for a made-up login token touch no counter and never block the real sign-in', async () => {
    const held = await heldSignIn();
    const countersBefore = await t.db.select().from(rateLimits);
    for (let i = 0; i < 6; i++) {
      const answer = await verify('198.51.100.7', {
        user_id: held.user_id,
        login_token: 'f'.repeat(64),
        code: '000000',
      });
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ data: { verified: false } });
    }
    expect(await t.db.select().from(rateLimits)).toEqual(countersBefore);
    const real = await verify('203.0.113.9', held);
    expect(real.body).toMatchObject({ data: { verified: true } });
  });

  it('are limited per held sign-in', async () => {
    const held = await heldSignIn();
    for (let i = 0; i < 5; i++) {
      expect((await verify('203.0.113.9', { ...held, code: '000000' })).status).toBe(200);
    }
    expect((await verify('203.0.113.9', held)).status).toBe(429);
  });
});
