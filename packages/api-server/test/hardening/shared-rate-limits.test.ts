import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../src/app.ts';
import { createServices } from '../../src/services.ts';
import { call, givenUser, testPassword, useTestApp } from '../helpers/test-app.ts';

/**
 * Rate limits hold across server processes: two apps with their own services on one database
 * (as two processes behind a load balancer are) count the same failed sign-ins.
 */
const t = useTestApp();

async function secondApp() {
  const services = createServices({
    db: t.db,
    mode: 'demo',
    dataDir: await mkdtemp(join(tmpdir(), 'packlight-b-')),
    clock: t.clock,
  });
  return createApp({ db: t.db, mode: 'demo', appDist: t.appDist, services });
}

const wrongLogin = (app: Parameters<typeof call>[0]) =>
  call(app, 'POST', '/api/login', {
    json: { email: 'target@example.test', password: 'not the password' },
  });

describe('sign-in limits across processes', () => {
  it('five failures on one process lock the account out on the other', async () => {
    await givenUser(t.db, { email: 'target@example.test' });
    const other = await secondApp();
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await wrongLogin(t.app)).status).toBe(422);
    }
    const locked = await wrongLogin(other);
    expect(locked.status).toBe(429);
    expect(locked.body).toEqual({ message: 'Too Many Attempts.' });
    expect(Number(locked.headers.get('Retry-After'))).toBeGreaterThan(0);
    // Even the right password waits for the window to end, on either process.
    const right = await call(other, 'POST', '/api/login', {
      json: { email: 'target@example.test', password: testPassword },
    });
    expect(right.status).toBe(429);
  });

  it('the window ends for both processes at once', async () => {
    await givenUser(t.db, { email: 'target@example.test' });
    const other = await secondApp();
    t.clock.at = Date.now();
    for (let attempt = 0; attempt < 5; attempt++) await wrongLogin(other);
    expect((await wrongLogin(t.app)).status).toBe(429);
    t.clock.at += 61_000;
    expect((await wrongLogin(t.app)).status).toBe(422);
  });
});
