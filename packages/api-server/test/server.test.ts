import { request as httpRequest, Agent } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { demoAdmin } from '../src/seed/demo.ts';
import { idleKeepAliveMs, startServer, type RunningServer } from '../src/server.ts';

let server: RunningServer;

beforeAll(async () => {
  server = await startServer(
    loadConfig({ PORT: '0', DATABASE_URL: 'temporary://', APP_DIST: '/nonexistent/dist' }),
  );
});

afterAll(async () => {
  await server?.close();
});

describe('startServer', () => {
  it('listens on a free port and seeds the demo administrator', async () => {
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const login = await fetch(`${server.url}/api/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(demoAdmin),
    });
    expect(login.status).toBe(200);
    const { data } = (await login.json()) as { data: { user: object } };
    expect(data.user).toMatchObject({ type: 'admin', first_name: 'Admin', last_name: 'Packlight' });
  });

  it('serves the app shell on the same port', async () => {
    const page = await fetch(`${server.url}/travelers`);
    expect(page.status).toBe(503);
  });

  it('keeps an idle keep-alive connection open past 7 s, for a proxy’s pool', async () => {
    expect(idleKeepAliveMs).toBeGreaterThan(60_000);
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const get = () =>
      new Promise<boolean>((resolve, reject) => {
        const call = httpRequest(`${server.url}/healthz`, { agent }, (answer) => {
          answer.resume();
          answer.on('end', () => resolve(call.reusedSocket));
        });
        call.on('error', reject);
        call.end();
      });
    expect(await get()).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 7_000));
    // Reused: the server did not close it while it sat idle in the pool.
    expect(await get()).toBe(true);
    agent.destroy();
  }, 15_000);
});
