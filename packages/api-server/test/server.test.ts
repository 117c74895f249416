import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { demoAdmin } from '../src/seed/demo.ts';
import { startServer, type RunningServer } from '../src/server.ts';

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
});
