import { request } from 'node:http';
import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.ts';
import { mails } from '../../src/db/schema/index.ts';
import { demoAdmin } from '../../src/seed/demo.ts';
import type { RunningServer } from '../../src/server.ts';
import { startTestServer } from '../helpers/test-server.ts';
import { call, givenUser, useTestApp } from '../helpers/test-app.ts';

const t = useTestApp();
const configured = 'https://admin.packlight.example';
const foreign = { Host: 'evil.example', 'X-Forwarded-Host': 'evil.example' };

beforeAll(() => {
  t.services.appUrl = configured;
});

describe('links in mails', () => {
  it('point at APP_URL whatever Host and X-Forwarded-Host the request names', async () => {
    await givenUser(t.db);
    const answer = await call(t.app, 'POST', 'http://evil.example/api/forgot-password', {
      json: { email: 'ada@example.test' },
      headers: foreign,
    });
    expect(answer.status).toBe(200);
    const [mail] = await t.db.select().from(mails).orderBy(desc(mails.id)).limit(1);
    expect(mail?.text).toContain(`${configured}/reset-password?email=`);
    expect(mail?.text).not.toContain('evil.example');
  });

  it('are refused a production start without APP_URL, which says why', () => {
    const env = {
      NODE_ENV: 'production',
      REALTIME_APP_ID: 'i',
      REALTIME_APP_KEY: 'k',
      REALTIME_APP_SECRET: 's',
    };
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(/without APP_URL[\s\S]*Host header/);
    expect(loadConfig({ ...env, APP_URL: configured }).appUrl).toBe(configured);
  });
});

describe('links in demo mode', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startTestServer({ PORT: '0', APP_DIST: '/nonexistent/dist' });
  }, 60_000);
  afterAll(() => server?.close());

  /** A POST with a forged Host: fetch() does not let a caller set it, node:http does. */
  function postWithHost(path: string, json: unknown): Promise<number> {
    const url = new URL(path, server.url);
    const body = JSON.stringify(json);
    return new Promise((resolve, reject) => {
      const req = request(
        url,
        {
          method: 'POST',
          headers: { ...foreign, 'Content-Type': 'application/json', Accept: 'application/json' },
        },
        (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
        },
      );
      req.on('error', reject);
      req.end(body);
    });
  }

  it('point at the address the server listens on, never at the Host header', async () => {
    expect(await postWithHost('/api/forgot-password', { email: demoAdmin.email })).toBe(200);
    const outbox = await (await fetch(`${server.url}/outbox`)).text();
    expect(outbox).toContain(`${server.url}/reset-password?email=`);
    expect(outbox).not.toContain('evil.example');
  });
});
