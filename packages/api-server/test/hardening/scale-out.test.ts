import { fork, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import Echo from 'laravel-echo';
import Pusher from 'pusher-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/index.ts';
import { createUser } from '../../src/users/queries.ts';
import { createTestDatabase, openTestDatabase } from '../helpers/test-database.ts';
import { waitFor } from '../realtime/support.ts';

/**
 * Scale-out, proven: two api-server processes on one Postgres, publishing realtime events through
 * the Pusher HTTP API to a hub in a third process (as they would to Reverb or soketi).
 */
const app = { id: 'scale-app', key: 'scale-key', secret: 'scale-secret-0123456789' };
const admin = { email: 'scale-admin@example.test', password: 'correct horse battery staple' };

const children: ChildProcess[] = [];
let database: (Database & { url: string }) | undefined;
let hubDatabase: { url: string; drop(): Promise<void> } | undefined;
let hubUrl = '';
let serverA = '';
let serverB = '';
let adminId = 0;

async function startProcess(env: Record<string, string>): Promise<string> {
  const child = fork(fileURLToPath(new URL('./server-process.ts', import.meta.url)), {
    // tsx is the api-server's own dependency: resolve it from the package.
    cwd: fileURLToPath(new URL('../..', import.meta.url)),
    execArgv: ['--import', 'tsx'],
    env: {
      ...process.env,
      SERVER_ENV: JSON.stringify({ PORT: '0', APP_DIST: '/nonexistent', ...env }),
    },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  children.push(child);
  const message = await new Promise<{ url: string }>((resolve, reject) => {
    const exited = (code: number | null) =>
      reject(new Error(`A server process exited with ${code} before it listened`));
    child.once('exit', exited);
    child.once('message', (ready) => {
      child.off('exit', exited);
      resolve(ready as { url: string });
    });
  });
  return message.url;
}

const post = (base: string, path: string, body: unknown, token?: string) =>
  fetch(`${base}${path}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Accept: 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });

describe('two api-server processes and a hub in a third', () => {
  beforeAll(async () => {
    // The shared database, migrated once before either server starts.
    database = await openTestDatabase();
    hubDatabase = await createTestDatabase();
    const user = await createUser(database.db, {
      type: 'admin',
      firstName: 'Scale',
      lastName: 'Admin',
      email: admin.email,
      password: admin.password,
    });
    adminId = user.id;
    const production = {
      NODE_ENV: 'production',
      APP_KEY: 'scale-out-test-app-key',
      APP_URL: 'https://admin.packlight.example',
    };
    hubUrl = await startProcess({
      ...production,
      DATABASE_URL: hubDatabase.url,
      REALTIME_APP_ID: app.id,
      REALTIME_APP_KEY: app.key,
      REALTIME_APP_SECRET: app.secret,
    });
    const hub = new URL(hubUrl);
    const viaHub = {
      ...production,
      DATABASE_URL: database.url,
      REALTIME_DRIVER: 'pusher',
      PUSHER_APP_ID: app.id,
      PUSHER_APP_KEY: app.key,
      PUSHER_APP_SECRET: app.secret,
      PUSHER_HOST: hub.hostname,
      PUSHER_PORT: hub.port,
      PUSHER_SCHEME: 'http',
    };
    [serverA, serverB] = await Promise.all([startProcess(viaHub), startProcess(viaHub)]);
  }, 120_000);

  afterAll(async () => {
    await Promise.all(
      children.map(async (child) => {
        if (child.exitCode !== null || !child.connected) return;
        const exited = once(child, 'exit');
        child.disconnect();
        await exited;
      }),
    );
    await database?.close();
    await hubDatabase?.drop();
  });

  const signIn = async (base: string) => {
    const answer = await post(base, '/api/login', admin);
    expect(answer.status).toBe(200);
    return ((await answer.json()) as { data: { token: string } }).data.token;
  };

  it('a sign-in on A works on B, and signing out on B ends it on A', async () => {
    const token = await signIn(serverA);
    const me = await fetch(`${serverB}/api/user`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(me.status).toBe(200);
    expect((await post(serverB, '/api/logout', {}, token)).status).toBe(200);
    const after = await fetch(`${serverA}/api/user`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(after.status).toBe(401);
  });

  it('a notification created through A reaches a pusher-js client whose socket is on the hub', async () => {
    const token = await signIn(serverA);
    const hub = new URL(hubUrl);
    // The socket is on the hub; the channel is authorised by B (any process can sign).
    const echo = new Echo({
      broadcaster: 'reverb',
      key: app.key,
      wsHost: hub.hostname,
      wsPort: Number(hub.port),
      wssPort: Number(hub.port),
      forceTLS: false,
      enabledTransports: ['ws'],
      authEndpoint: `${serverB}/api/broadcasting/auth`,
      auth: { headers: { Authorization: `Bearer ${token}` } },
      Pusher,
    });
    try {
      const received: Record<string, unknown>[] = [];
      let subscribed = false;
      echo
        .private(`App.Models.admin.${adminId}`)
        .subscribed(() => (subscribed = true))
        .notification((notification: Record<string, unknown>) => received.push(notification));
      await waitFor('the subscription through the hub', () => subscribed, 15_000);

      const applied = await post(serverA, '/api/register', {
        name: 'Ines Duarte',
        email: 'ines@scale.example',
        password: 'a-long-password-1',
        password_confirmation: 'a-long-password-1',
        terms: true,
      });
      expect(applied.status).toBe(200);
      await waitFor('the notification from A via the hub', () => received.length === 1, 15_000);
      expect(received[0]).toMatchObject({
        type: 'App\\Notifications\\PartnerApplicationReceived',
        title: 'New partner application',
      });
    } finally {
      echo.disconnect();
    }
  });

  it('failed sign-ins spread over A and B share one limit', async () => {
    const wrong = { email: admin.email, password: 'not the password' };
    for (let attempt = 0; attempt < 5; attempt++) {
      const answer = await post(attempt % 2 ? serverB : serverA, '/api/login', wrong);
      expect(answer.status).toBe(422);
    }
    expect((await post(serverB, '/api/login', wrong)).status).toBe(429);
    expect((await post(serverA, '/api/login', admin)).status).toBe(429);
  });
});
