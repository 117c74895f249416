import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { desc, eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/app.ts';
import { mails, users } from '../../src/db/schema/index.ts';
import { createServices } from '../../src/services.ts';
import { call, givenUser, testPassword, useTestApp } from '../helpers/test-app.ts';

/** Production keeps reset links and sign-in codes out of the stored copy of its mails. */
const t = useTestApp();
let production: Hono;

beforeAll(async () => {
  const services = createServices({
    db: t.db,
    mode: 'production',
    dataDir: await mkdtemp(join(tmpdir(), 'packlight-data-')),
    appUrl: 'https://admin.packlight.example',
  });
  production = createApp({ db: t.db, mode: 'production', appDist: t.appDist, services });
});

async function lastMail() {
  const [mail] = await t.db.select().from(mails).orderBy(desc(mails.id)).limit(1);
  return mail;
}

describe('stored mails in production', () => {
  it('hold a reset link without its token', async () => {
    await givenUser(t.db);
    const answer = await call(production, 'POST', '/api/forgot-password', {
      json: { email: 'ada@example.test' },
    });
    expect(answer.status).toBe(200);
    const mail = await lastMail();
    expect(mail?.text).toContain(
      'https://admin.packlight.example/reset-password?email=ada%40example.test&token=[redacted]',
    );
    expect(mail?.text).not.toMatch(/[0-9a-f]{64}/);
    expect(mail?.html).toContain('token=[redacted]');
    expect(mail?.html).not.toMatch(/[0-9a-f]{64}/);
  });

  it('hold a sign-in code mail without its code', async () => {
    await givenUser(t.db);
    await t.db.update(users).set({ twoFactorMethod: 'email' });
    const answer = await call(production, 'POST', '/api/login', {
      json: { email: 'ada@example.test', password: testPassword },
    });
    expect(answer.body).toMatchObject({ data: { two_factor_required: true } });
    const mail = await lastMail();
    expect(mail?.text).toContain('Your sign-in code is [redacted].');
    expect(mail?.text).not.toMatch(/\d{6}/);
  });

  it('are whole in demo mode, for its outbox', async () => {
    await givenUser(t.db);
    await call(t.app, 'POST', '/api/forgot-password', { json: { email: 'ada@example.test' } });
    expect((await lastMail())?.text).toMatch(/token=[0-9a-f]{64}/);
    expect(await t.db.select().from(mails).where(eq(mails.transport, 'outbox'))).toHaveLength(1);
  });
});
