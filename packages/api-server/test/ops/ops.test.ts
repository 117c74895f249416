import { Writable } from 'node:stream';
import { serve } from '@hono/node-server';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/app.ts';
import type { Database } from '../../src/db/index.ts';
import { Readiness } from '../../src/ops/readiness.ts';
import { registerRoutes } from '../../src/routes.ts';
import { createServices } from '../../src/services.ts';
import { createUser } from '../../src/users/queries.ts';
import { openTestDatabase } from '../helpers/test-database.ts';

/** A logger whose JSON lines the test reads. */
function capturedLogger() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { lines, logger: pino({ level: 'info' }, stream) };
}

const admin = { email: 'ops-admin@example.test', password: 'correct horse battery staple' };

describe('health, request logs and metrics', () => {
  let database: Database;
  let server: Server;
  let base = '';
  const readiness = new Readiness();
  const log = capturedLogger();

  async function listen(mode: 'demo' | 'production', metricsToken: string | null = null) {
    const app = createApp({
      db: database.db,
      mode,
      appDist: '/nonexistent',
      routes: registerRoutes,
      services: createServices({ db: database.db, mode, dataDir: '/tmp/packlight-ops-test' }),
      logger: log.logger,
      readiness,
      metricsToken,
    });
    const started = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }) as Server;
    await new Promise<void>((resolve) => started.once('listening', () => resolve()));
    return { started, url: `http://127.0.0.1:${(started.address() as AddressInfo).port}` };
  }

  beforeAll(async () => {
    database = await openTestDatabase();
    await createUser(database.db, {
      type: 'admin',
      firstName: 'Olga',
      lastName: 'Ops',
      ...admin,
    });
    ({ started: server, url: base } = await listen('demo'));
  });

  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await database.close();
  });

  it('/healthz answers while the process serves; /readyz only once it is ready', async () => {
    expect((await fetch(`${base}/healthz`)).status).toBe(200);
    const starting = await fetch(`${base}/readyz`);
    expect(starting.status).toBe(503);
    expect(await starting.json()).toEqual({ status: 'unavailable', reason: 'starting' });
    readiness.ready();
    const ready = await fetch(`${base}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ok' });
  });

  it('sends a request id back, keeping a sane one the balancer sent', async () => {
    const fresh = await fetch(`${base}/healthz`);
    expect(fresh.headers.get('X-Request-Id')).toMatch(/^[0-9a-f-]{36}$/);
    const kept = await fetch(`${base}/healthz`, { headers: { 'X-Request-Id': 'lb-1234' } });
    expect(kept.headers.get('X-Request-Id')).toBe('lb-1234');
  });

  it('logs one JSON line per request, with the route pattern and the user, never a secret', async () => {
    const signIn = await fetch(`${base}/api/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(admin),
    });
    const { data } = (await signIn.json()) as { data: { token: string; user: { id: number } } };
    const answer = await fetch(`${base}/api/travelers/12345?token=${data.token}`, {
      headers: { Authorization: `Bearer ${data.token}`, Accept: 'application/json' },
    });
    expect(answer.status).toBe(404);
    const line = log.lines.find((entry) => entry.req_id === answer.headers.get('X-Request-Id'));
    expect(line).toMatchObject({
      level: 30,
      method: 'GET',
      route: '/api/travelers/:id',
      status: 404,
      user_id: data.user.id,
    });
    expect(typeof line?.duration_ms).toBe('number');
    expect(typeof line?.time).toBe('number');
    const written = JSON.stringify(log.lines);
    expect(written).not.toContain(data.token);
    expect(written).not.toContain(admin.password);
    expect(written).not.toContain('12345');
  });

  it('serves Prometheus metrics to this machine in demo mode', async () => {
    const metrics = await fetch(`${base}/metrics`);
    expect(metrics.status).toBe(200);
    expect(metrics.headers.get('Content-Type')).toContain('text/plain');
    const text = await metrics.text();
    expect(text).toMatch(
      /http_request_duration_seconds_count\{method="POST",route="\/api\/login",status="200"\} \d+/,
    );
    for (const name of [
      'nodejs_eventloop_lag_seconds',
      'process_resident_memory_bytes',
      'packlight_realtime_published_events_total',
    ]) {
      expect(text).toContain(name);
    }
  });

  it('serves metrics in production only with METRICS_TOKEN', async () => {
    const token = 'metrics-token-0123456789';
    for (const [metricsToken, sent, status] of [
      [null, undefined, 404],
      [token, undefined, 404],
      [token, 'wrong-token-0123456789a', 404],
      [token, token, 200],
    ] as const) {
      const { started, url } = await listen('production', metricsToken);
      try {
        const headers: Record<string, string> = sent ? { Authorization: `Bearer ${sent}` } : {};
        expect((await fetch(`${url}/metrics`, { headers })).status).toBe(status);
      } finally {
        started.closeAllConnections();
        await new Promise((resolve) => started.close(resolve));
      }
    }
  });

  it('/readyz says so when the database is down, and again once stopping', async () => {
    const other = await openTestDatabase();
    const app = createApp({ db: other.db, mode: 'production', appDist: '/nonexistent' });
    await other.close();
    const down = await app.request('/readyz');
    expect(down.status).toBe(503);
    expect(await down.json()).toEqual({ status: 'unavailable', reason: 'database' });
    readiness.stopping();
    expect((await fetch(`${base}/readyz`)).status).toBe(503);
  });
});
