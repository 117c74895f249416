import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { RunningServer } from '../../src/server.ts';
import { startTestServer } from '../helpers/test-server.ts';
import { firstAnswer, socketUrl, testRealtimeApp } from '../realtime/support.ts';

/** In production the socket takes pages from APP_URL only, and a bounded number per address. */
const appUrl = 'https://admin.packlight.example';
let server: RunningServer;
const open: WebSocket[] = [];

beforeAll(async () => {
  server = await startTestServer({
    NODE_ENV: 'production',
    PORT: '0',
    APP_DIST: '/nonexistent/dist',
    APP_URL: appUrl,
    APP_KEY: 'socket-origin-test-app-key',
    REALTIME_APP_ID: testRealtimeApp.id,
    REALTIME_APP_KEY: testRealtimeApp.key,
    REALTIME_APP_SECRET: testRealtimeApp.secret,
  });
}, 60_000);

afterAll(async () => {
  for (const ws of open) ws.terminate();
  await server?.close();
});

/**
 * Opens a socket with the given Origin (none: no header, as a client that is no browser sends):
 * its first frame's event, or the HTTP status it got.
 */
function connect(origin: string | null): Promise<string> {
  const ws = new WebSocket(
    socketUrl(server.url),
    origin === null ? {} : { headers: { Origin: origin } },
  );
  open.push(ws);
  return firstAnswer(ws);
}

describe('the realtime socket in production', () => {
  it('refuses a page from another origin with 403', async () => {
    expect(await connect('https://evil.example')).toBe('HTTP 403');
    expect(await connect('null')).toBe('HTTP 403');
  });

  it('accepts a client that is no browser (it sends no Origin, and could send any)', async () => {
    expect(await connect(null)).toBe('pusher:connection_established');
    // The next test counts this address's sockets from none.
    const sockets = open.splice(0);
    const closed = sockets.map((ws) => new Promise((resolve) => ws.once('close', resolve)));
    for (const ws of sockets) ws.close();
    await Promise.all(closed);
    await new Promise((resolve) => setTimeout(resolve, 200));
  });

  it('accepts the app’s own pages, up to 100 sockets from one address', async () => {
    for (let i = 0; i < 100; i++) {
      expect(await connect(appUrl)).toBe('pusher:connection_established');
    }
    expect(await connect(appUrl)).toBe('error 4100');
  });
});
