import Echo from 'laravel-echo';
import PusherServer from 'pusher';
import Pusher from 'pusher-js';
import { vi } from 'vitest';
import WebSocket from 'ws';
import type { RealtimeApp } from '../../src/realtime/index.ts';

/** The app the tests' server runs with; set explicitly so the external driver can sign too. */
export const testRealtimeApp = { id: 'test-app', key: 'test-key', secret: 'test-secret' };

export const realtimeEnv = {
  PORT: '0',
  APP_DIST: '/nonexistent/dist',
  REALTIME_APP_ID: testRealtimeApp.id,
  REALTIME_APP_KEY: testRealtimeApp.key,
  REALTIME_APP_SECRET: testRealtimeApp.secret,
};

/**
 * The query that signs a Pusher HTTP API request, as the `pusher` library signs it, at `now`
 * (by default the present).
 */
export function signedApiQuery(
  app: RealtimeApp,
  method: string,
  path: string,
  body: string,
  now?: Date,
): URLSearchParams {
  const pusher = new PusherServer({ appId: app.id, key: app.key, secret: app.secret, host: 'x' });
  if (now) vi.useFakeTimers({ toFake: ['Date'], now });
  try {
    return new URLSearchParams(pusher.createSignedQueryString({ method, path, body }));
  } finally {
    if (now) vi.useRealTimers();
  }
}

/** Resolves once the check holds; fails the test with `what` after the timeout. */
export async function waitFor(what: string, check: () => boolean, timeoutMs = 5000) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A real laravel-echo client, configured as the admin app does, against the test server. */
export function connectEcho(serverUrl: string, token: string): Echo<'reverb'> {
  const { hostname, port } = new URL(serverUrl);
  return new Echo({
    broadcaster: 'reverb',
    key: testRealtimeApp.key,
    wsHost: hostname,
    wsPort: Number(port),
    wssPort: Number(port),
    forceTLS: false,
    enabledTransports: ['ws'],
    authEndpoint: `${serverUrl}/api/broadcasting/auth`,
    // A fresh headers object per Echo: Echo's defaults are shared between instances.
    auth: { headers: { Authorization: `Bearer ${token}` } },
    Pusher,
  });
}

export async function connected(echo: Echo<'reverb'>): Promise<string> {
  await waitFor('the socket to connect', () => echo.connectionStatus() === 'connected');
  return echo.socketId() as string;
}

/** A raw Pusher-protocol client on `ws`: every frame it got, parsed (data too). */
export interface RawClient {
  ws: WebSocket;
  frames: { event: string; channel?: string; data: unknown }[];
  socketId: string;
  send(event: string, data: unknown, channel?: string): void;
  next(
    event: string,
    timeoutMs?: number,
  ): Promise<{ event: string; channel?: string; data: unknown }>;
  closed: Promise<{ code: number; reason: string }>;
}

export async function rawClient(url: string): Promise<RawClient> {
  const ws = new WebSocket(url);
  const frames: RawClient['frames'] = [];
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    ws.on('close', (code, reason) => resolve({ code, reason: reason.toString() })),
  );
  ws.on('error', () => {});
  ws.on('message', (raw) => {
    const frame = JSON.parse(raw.toString()) as { event: string; channel?: string; data: unknown };
    frames.push({
      ...frame,
      data: typeof frame.data === 'string' ? JSON.parse(frame.data) : frame.data,
    });
  });
  let seen = 0;
  const client: RawClient = {
    ws,
    frames,
    socketId: '',
    send: (event, data, channel) =>
      ws.send(JSON.stringify(channel === undefined ? { event, data } : { event, channel, data })),
    async next(event, timeoutMs = 3000) {
      let found: RawClient['frames'][number] | undefined;
      await waitFor(
        event,
        () => {
          const index = frames.findIndex((frame, at) => at >= seen && frame.event === event);
          if (index === -1) return false;
          found = frames[index];
          seen = index + 1;
          return true;
        },
        timeoutMs,
      );
      return found as RawClient['frames'][number];
    },
    closed,
  };
  return client;
}

/** Connects a raw client and waits for connection_established. */
export async function rawConnected(url: string): Promise<RawClient> {
  const client = await rawClient(url);
  const established = await client.next('pusher:connection_established');
  client.socketId = (established.data as { socket_id: string }).socket_id;
  return client;
}

/**
 * What a new socket is answered first: its first frame's event, 'error <code>' for a
 * pusher:error, or 'HTTP <status>' when the upgrade itself is refused.
 */
export function firstAnswer(ws: WebSocket): Promise<string> {
  return new Promise((resolve) => {
    ws.on('unexpected-response', (_, response) => resolve(`HTTP ${response.statusCode}`));
    ws.on('error', () => {});
    ws.on('message', (raw) => {
      const frame = JSON.parse(raw.toString()) as { event: string; data: unknown };
      const data = typeof frame.data === 'string' ? JSON.parse(frame.data) : frame.data;
      resolve(
        frame.event === 'pusher:error' ? `error ${(data as { code: number }).code}` : frame.event,
      );
    });
  });
}

export function socketUrl(serverUrl: string, key = testRealtimeApp.key): string {
  return `${serverUrl.replace(/^http/, 'ws')}/app/${key}?protocol=7&client=js&version=8.6.0&flash=false`;
}
