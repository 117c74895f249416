import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { loadOpsConfig } from '../../src/ops/config.ts';
import type { RunningServer } from '../../src/server.ts';
import { startTestServer } from '../helpers/test-server.ts';
import { firstAnswer, socketUrl, testRealtimeApp } from '../realtime/support.ts';

/**
 * Behind a load balancer every request and socket comes from the balancer's address. With
 * TRUSTED_PROXIES naming it, the caller is the address its X-Forwarded-For gives, so the
 * per-address throttles and socket cap count each person; without it, the header is ignored, so
 * a caller cannot escape a throttle by sending one.
 */
const production = (extra: Record<string, string>) =>
  startTestServer({
    NODE_ENV: 'production',
    PORT: '0',
    HOST: '127.0.0.1',
    APP_DIST: '/nonexistent/dist',
    APP_URL: 'https://admin.packlight.example',
    APP_KEY: 'trusted-proxies-test-app-key',
    REALTIME_APP_ID: testRealtimeApp.id,
    REALTIME_APP_KEY: testRealtimeApp.key,
    REALTIME_APP_SECRET: testRealtimeApp.secret,
    LOG_LEVEL: 'silent',
    ...extra,
  });

let behindProxy: RunningServer;
let direct: RunningServer;
const sockets: WebSocket[] = [];

beforeAll(async () => {
  behindProxy = await production({ TRUSTED_PROXIES: 'loopback' });
  direct = await production({});
}, 60_000);

afterAll(async () => {
  for (const ws of sockets) ws.terminate();
  await behindProxy?.close();
  await direct?.close();
});

let mailbox = 0;
/** POST /api/forgot-password for a new address each time (its own limit is per email too). */
async function forgot(server: RunningServer, forwardedFor: string): Promise<number> {
  mailbox += 1;
  const response = await fetch(`${server.url}/api/forgot-password`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Accept: 'application/json',
      'X-Forwarded-For': forwardedFor,
    },
    body: JSON.stringify({ email: `nobody-${mailbox}@example.com` }),
  });
  return response.status;
}

/** Opens a socket that says it comes from `forwardedFor`: its first event, or error code. */
function connect(server: RunningServer, forwardedFor: string): Promise<string> {
  const ws = new WebSocket(socketUrl(server.url), {
    headers: { 'X-Forwarded-For': forwardedFor },
  });
  sockets.push(ws);
  return firstAnswer(ws);
}

describe('TRUSTED_PROXIES', () => {
  it('throttles each caller a trusted balancer names, apart from the others', async () => {
    for (let i = 0; i < 10; i++) expect(await forgot(behindProxy, '203.0.113.7')).toBe(200);
    expect(await forgot(behindProxy, '203.0.113.7')).toBe(429);
    // Another person behind the same balancer still may.
    expect(await forgot(behindProxy, '203.0.113.8')).toBe(200);
    // The nearest untrusted hop counts: a forged address further left changes nothing.
    expect(await forgot(behindProxy, '198.51.100.1, 203.0.113.7')).toBe(429);
  });

  it('ignores X-Forwarded-For when no proxy is trusted', async () => {
    for (let i = 0; i < 10; i++) expect(await forgot(direct, `192.0.2.${i}`)).toBe(200);
    expect(await forgot(direct, '192.0.2.200')).toBe(429);
  });

  it('caps sockets per caller behind the balancer, not per balancer', async () => {
    for (let i = 0; i < 100; i++) {
      expect(await connect(behindProxy, '203.0.113.20')).toBe('pusher:connection_established');
    }
    expect(await connect(behindProxy, '203.0.113.20')).toBe('error 4100');
    expect(await connect(behindProxy, '203.0.113.21')).toBe('pusher:connection_established');
  });

  it('refuses an entry it cannot read, naming the variable', () => {
    const loaded = loadOpsConfig({ TRUSTED_PROXIES: 'loopback, the balancer' });
    expect(loaded.ok).toBe(false);
    expect(!loaded.ok && loaded.errors.join('\n')).toMatch(
      /TRUSTED_PROXIES="loopback, the balancer"/,
    );
    const fine = loadOpsConfig({ TRUSTED_PROXIES: '10.0.0.0/8, 127.0.0.1' });
    expect(fine.ok && fine.config.trustProxy('10.1.2.3', 0)).toBe(true);
    expect(fine.ok && fine.config.trustProxy('203.0.113.1', 0)).toBe(false);
  });
});
