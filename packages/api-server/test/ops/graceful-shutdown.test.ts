import { fork } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import WebSocket from 'ws';
import { openDatabase } from '../../src/db/index.ts';
import { seedDemoData } from '../../src/seed/demo.ts';
import { createUser } from '../../src/users/queries.ts';

const admin = { email: 'drain-admin@example.test', password: 'correct horse battery staple' };
const packageRoot = fileURLToPath(new URL('../..', import.meta.url));

/** The environment less the suite's own database: this server keeps its data in DATA_DIR. */
function withoutDatabaseUrl(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const rest = { ...env };
  delete rest.DATABASE_URL;
  return rest;
}

const travelers = 20_000;

/** Starts the real entry point, as `pnpm dev` runs it, with its own signal handling. */
async function startMain(dataDir: string) {
  const child = fork(join(packageRoot, 'src/main.ts'), {
    cwd: packageRoot,
    execArgv: ['--import', 'tsx'],
    env: {
      ...withoutDatabaseUrl(process.env),
      NODE_ENV: 'production',
      PORT: '0',
      DATA_DIR: dataDir,
      APP_DIST: '/nonexistent',
      APP_KEY: 'drain-test-app-key-0123',
      APP_URL: 'http://127.0.0.1',
      LOG_LEVEL: 'silent',
      REALTIME_APP_ID: 'drain-app',
      REALTIME_APP_KEY: 'drain-key',
      REALTIME_APP_SECRET: 'drain-secret-0123456789',
      SHUTDOWN_GRACE_SECONDS: '20',
    },
    stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
  });
  let output = '';
  const base = await new Promise<string>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const url = /running at (http:\/\/\S+)/.exec(output)?.[1];
      if (url) resolve(url);
    });
    child.once('exit', (code) => reject(new Error(`exited with ${code}: ${output}`)));
  });
  const exited = once(child, 'exit');
  onTestFinished(() => {
    child.kill('SIGKILL');
  });
  const signIn = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(admin),
  });
  const { token } = ((await signIn.json()) as { data: { token: string } }).data;
  return { child, base, exited, token };
}

describe('SIGTERM', () => {
  let dataDir = '';
  let liveTravelers = 0;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'packlight-drain-'));
    // The server keeps its embedded database in DATA_DIR/pg.
    const database = await openDatabase({
      database: { kind: 'embedded', dir: join(dataDir, 'pg') },
    });
    await createUser(database.db, { type: 'admin', firstName: 'Dee', lastName: 'Rain', ...admin });
    // Enough travelers that their whole list outlasts the socket's buffers when read slowly.
    const seeded = await seedDemoData(database.db, {
      counts: { travelers, partners: 4, riders: 4, products: 8, orders: 8, refunds: 0, tickets: 0 },
    });
    liveTravelers = seeded.rows.travelers ?? 0;
    await database.close();
  });

  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('lets a request under way finish, refuses new ones, then exits 0', async () => {
    const { child, base, exited, token } = await startMain(dataDir);

    // A realtime socket, which must be told to reconnect (elsewhere) rather than dropped.
    // Production takes sockets only from pages on APP_URL.
    const socket = new WebSocket(`${base.replace('http', 'ws')}/app/drain-key?protocol=7`, {
      origin: 'http://127.0.0.1',
    });
    await once(socket, 'message');
    const socketClosed = once(socket, 'close').then(([code]) => code as number);

    // A form whose body is still arriving when the signal comes.
    const boundary = 'drain-boundary';
    const field = (name: string, value: string) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
    const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
      const sent = request(`${base}/api/profile/update`, {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${token}`,
          Accept: 'application/json',
          'Content-Type': `multipart/form-data; boundary=${boundary}`,
        },
      });
      sent.on('response', (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      });
      sent.on('error', reject);
      sent.write(field('first_name', 'Dee'));
      setTimeout(() => {
        child.kill('SIGTERM');
        setTimeout(() => {
          sent.end(field('last_name', 'Rain') + `--${boundary}--\r\n`);
        }, 1_000);
      }, 300);
    });

    expect(await socketClosed).toBe(4200);
    const { status, body } = await answer;
    expect(status).toBeGreaterThanOrEqual(200);
    expect(status).toBeLessThan(500);
    expect(() => JSON.parse(body)).not.toThrow();
    const [code] = await exited;
    expect(code).toBe(0);
    await expect(fetch(`${base}/healthz`)).rejects.toThrow();
  });

  it('finishes a whole list it is streaming to a slow reader, then exits 0', async () => {
    const { child, base, exited, token } = await startMain(dataDir);
    let signalled = false;
    let bytesAfterSignal = 0;
    const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
      // No `page`: the whole list, streamed batch by batch (http/streamed-list.ts).
      const sent = request(`${base}/api/travelers`, {
        headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
      });
      sent.on('response', (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => {
          chunks.push(chunk);
          if (signalled) bytesAfterSignal += chunk.length;
          // A slow reader: the server's writes wait on the socket, so the list is still being
          // written when the signal comes.
          response.pause();
          setTimeout(() => response.resume(), 15);
          if (!signalled) {
            signalled = true;
            child.kill('SIGTERM');
          }
        });
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString() }),
        );
        response.on('error', reject);
      });
      sent.on('error', reject);
      sent.end();
    });

    const { status, body } = await answer;
    expect(status).toBe(200);
    // Most of the body came after the signal: the list was streaming, not already sent.
    expect(bytesAfterSignal).toBeGreaterThan(body.length / 2);
    const { data } = JSON.parse(body) as { data: { id: number }[] };
    expect(data).toHaveLength(liveTravelers);
    expect(new Set(data.map((row) => row.id)).size).toBe(liveTravelers);
    const [code] = await exited;
    expect(code).toBe(0);
  });
});
