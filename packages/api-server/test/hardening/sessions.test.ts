import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { endpoints } from '@packlight/api-types';
import { loadConfig } from '../../src/config.ts';
import { personalAccessTokens } from '../../src/db/schema/index.ts';
import { call, givenUser, testPassword, useTestApp } from '../helpers/test-app.ts';

/** Sessions end when idle and at an absolute lifetime (docs/security.md). */
const t = useTestApp();
const chromeOnWindows =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const firefoxOnMac =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.1; rv:133.0) Gecko/20100101 Firefox/133.0';

async function signInAs(userAgent: string, remember?: boolean) {
  const answer = await call(t.app, 'POST', '/api/login', {
    json: { email: 'ada@example.test', password: testPassword, remember },
    headers: { 'User-Agent': userAgent },
  });
  expect(answer.status).toBe(200);
  return (answer.body as { data: { token: string } }).data.token;
}
const idOf = (token: string) => Number(token.split('|')[0]);
const tokenRow = async (token: string) =>
  (
    await t.db
      .select()
      .from(personalAccessTokens)
      .where(eq(personalAccessTokens.id, idOf(token)))
  )[0]!;
const hours = (ms: number) => ms / 3_600_000;

describe('session lifetime', () => {
  it('ends an unremembered session after 12 hours and a remembered one after SESSION_MAX_DAYS', async () => {
    await givenUser(t.db);
    const plain = await tokenRow(await signInAs(chromeOnWindows, false));
    const remembered = await tokenRow(await signInAs(chromeOnWindows, true));
    expect(hours(plain.expiresAt!.getTime() - plain.createdAt.getTime())).toBeCloseTo(12, 1);
    expect(hours(remembered.expiresAt!.getTime() - remembered.createdAt.getTime())).toBeCloseTo(
      7 * 24,
      1,
    );
  });

  it('answers 401 to a session past its absolute lifetime, however recently used', async () => {
    await givenUser(t.db);
    const token = await signInAs(chromeOnWindows, true);
    expect((await call(t.app, 'GET', '/api/user', { token })).status).toBe(200);
    await t.db
      .update(personalAccessTokens)
      .set({ expiresAt: new Date(Date.now() - 1000), lastUsedAt: new Date() })
      .where(eq(personalAccessTokens.id, idOf(token)));
    const answer = await call(t.app, 'GET', '/api/user', { token });
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({ message: 'Unauthenticated.' });
  });

  it('answers 401 to a session unused for SESSION_IDLE_MINUTES, remembered or not', async () => {
    await givenUser(t.db);
    const token = await signInAs(chromeOnWindows, true);
    const idle = new Date(Date.now() - 31 * 60_000);
    await t.db
      .update(personalAccessTokens)
      .set({ lastUsedAt: idle, createdAt: idle })
      .where(eq(personalAccessTokens.id, idOf(token)));
    expect((await call(t.app, 'GET', '/api/user', { token })).status).toBe(401);
  });

  it('reads SESSION_IDLE_MINUTES and SESSION_MAX_DAYS', () => {
    expect(loadConfig({}).sessions).toEqual({ idleMinutes: 30, maxDays: 7 });
    expect(loadConfig({ SESSION_IDLE_MINUTES: '15', SESSION_MAX_DAYS: '0.5' }).sessions).toEqual({
      idleMinutes: 15,
      maxDays: 0.5,
    });
    expect(() => loadConfig({ SESSION_IDLE_MINUTES: '0' })).toThrow(/SESSION_IDLE_MINUTES/);
  });
});

describe('own sessions', () => {
  it('lists the caller’s live sessions by device, the current one first', async () => {
    await givenUser(t.db);
    await givenUser(t.db, { email: 'grace@example.test' });
    const other = await signInAs(firefoxOnMac);
    const current = await signInAs(chromeOnWindows);
    await call(t.app, 'POST', '/api/login', {
      json: { email: 'grace@example.test', password: testPassword },
    });
    const answer = await call(t.app, 'GET', '/api/sessions', { token: current });
    expect(answer.status).toBe(200);
    expect(endpoints.account.sessions.response.safeParse(answer.body).success).toBe(true);
    expect((answer.body as { data: unknown[] }).data).toEqual([
      expect.objectContaining({ id: idOf(current), device: 'Chrome on Windows', current: true }),
      expect.objectContaining({ id: idOf(other), device: 'Firefox on macOS', current: false }),
    ]);
  });

  it('signs out of every other session, keeping this one', async () => {
    await givenUser(t.db);
    const other = await signInAs(firefoxOnMac);
    const current = await signInAs(chromeOnWindows);
    const answer = await call(t.app, 'POST', '/api/sessions/sign-out-others', { token: current });
    expect(answer.status).toBe(200);
    expect((await call(t.app, 'GET', '/api/user', { token: other })).status).toBe(401);
    expect((await call(t.app, 'GET', '/api/user', { token: current })).status).toBe(200);
  });
});
