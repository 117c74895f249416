import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { Hono } from 'hono';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { createApp } from '../../src/app.ts';
import type { Database, Db } from '../../src/db/index.ts';
import type { Registrar } from '../../src/http/registrar.ts';
import type { Broadcaster } from '../../src/realtime/broadcaster.ts';
import * as schema from '../../src/db/schema/index.ts';
import { registerRoutes } from '../../src/routes.ts';
import { createServices, type Services } from '../../src/services.ts';
import type { Clock } from '../../src/http/rate-limit.ts';
import { openTestDatabase } from './test-database.ts';
import { createUser, type NewUser } from '../../src/users/queries.ts';

// The built-in roles are the migration's rows, kept; a test's custom roles go after it.
const tableNames = Object.values(schema)
  .filter((value) => is(value, PgTable) && value !== schema.roles)
  .map((table) => `"${getTableName(table)}"`)
  .join(', ');

export const fakeIndexHtml = '<!doctype html><title>Packlight test shell</title>';

export interface TestApp {
  app: Hono;
  db: Db;
  appDist: string;
  /** The app's services: mail, storage (in a temporary DATA_DIR), rate limits, providers. */
  services: Services;
  /** The app's clock: real time unless a test sets `clock.at` (ms since the epoch). */
  clock: TestClock;
}

/** A clock tests can stop (`at = ms`) and move (`at += ms`); null runs with real time. */
export class TestClock implements Clock {
  at: number | null = null;
  now(): Date {
    return new Date(this.at ?? Date.now());
  }
}

/**
 * One app on one database for the whole test file (a copy of the suite's migrated template,
 * test-database.ts), emptied after every test unless `keepRows`. The app serves a fake built admin app from a temporary folder.
 */
export function useTestApp(
  options: {
    routes?: (routes: Registrar, services: Services) => void;
    /** Where handlers publish realtime events; by default nowhere. */
    broadcaster?: Broadcaster;
    /**
     * Keep the rows from test to test (the permission matrix builds its data once and compares
     * it before and after each refusal); by default every test starts empty.
     */
    keepRows?: boolean;
  } = {},
): TestApp {
  const handle = { clock: new TestClock() } as TestApp;
  let dataDir: string | undefined;
  let database: Database | undefined;

  beforeAll(async () => {
    handle.appDist = await mkdtemp(join(tmpdir(), 'packlight-app-'));
    await writeFile(join(handle.appDist, 'index.html'), fakeIndexHtml);
    database = await openTestDatabase();
    handle.db = database.db;
    dataDir = await mkdtemp(join(tmpdir(), 'packlight-data-'));
    handle.services = createServices({
      db: database.db,
      mode: 'demo',
      dataDir,
      clock: handle.clock,
    });
    handle.app = createApp({
      db: database.db,
      mode: 'demo',
      appDist: handle.appDist,
      routes: options.routes ?? registerRoutes,
      services: handle.services,
      ...(options.broadcaster ? { broadcaster: options.broadcaster } : {}),
    });
  });

  afterEach(async () => {
    if (options.keepRows) return;
    await handle.db.execute(sql.raw(`truncate ${tableNames} restart identity cascade`));
    await handle.db.delete(schema.roles).where(sql`not ${schema.roles.builtIn}`);
    await handle.services.limiter.reset();
    handle.clock.at = null;
  });

  afterAll(async () => {
    await database?.close();
    if (handle.appDist) await rm(handle.appDist, { recursive: true, force: true });
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  return handle;
}

export interface Answer {
  status: number;
  headers: Headers;
  body: unknown;
  text: string;
}

/** Calls the app in-process, like a client would over HTTP. */
export async function call(
  app: Hono,
  method: string,
  path: string,
  options: {
    json?: unknown;
    body?: RequestInit['body'];
    token?: string;
    headers?: Record<string, string>;
  } = {},
): Promise<Answer> {
  const headers = new Headers(options.headers);
  headers.set('Accept', 'application/json');
  if (options.token) headers.set('Authorization', `Bearer ${options.token}`);
  let body = options.body;
  if (options.json !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(options.json);
  }
  const response = await app.request(path, { method, headers, body });
  const text = await response.text();
  const isJson = response.headers.get('Content-Type')?.includes('application/json');
  return {
    status: response.status,
    headers: response.headers,
    body: isJson ? JSON.parse(text) : undefined,
    text,
  };
}

export const testPassword = 'correct horse battery staple';

/** A user with `testPassword`, an administrator unless told otherwise. */
export function givenUser(db: Db, fields: Partial<NewUser> = {}) {
  return createUser(db, {
    type: 'admin',
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.test',
    password: testPassword,
    ...fields,
  });
}

/** Signs in through the API and returns the bearer token. */
export async function signIn(app: Hono, email: string, password = testPassword): Promise<string> {
  const answer = await call(app, 'POST', '/api/login', { json: { email, password } });
  if (answer.status !== 200)
    throw new Error(`Sign-in failed with ${answer.status}: ${answer.text}`);
  return (answer.body as { data: { token: string } }).data.token;
}
