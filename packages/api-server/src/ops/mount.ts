import { timingSafeEqual } from 'node:crypto';
import { getConnInfo } from '@hono/node-server/conninfo';
import { sql } from 'drizzle-orm';
import type { Context, Hono, MiddlewareHandler } from 'hono';
import { requestId } from 'hono/request-id';
import { routePath } from 'hono/route';
import type { Db } from '../db/index.ts';
import type { Logger } from './logger.ts';
import type { Metrics } from './metrics.ts';
import type { Readiness } from './readiness.ts';

export interface OpsDeps {
  db: Db;
  mode: 'demo' | 'production';
  /** Request logs go here; none (tests) writes no request log. */
  logger?: Logger;
  metrics: Metrics;
  /** Absent (tests): the process counts as ready. */
  readiness?: Readiness;
  /** Production's bearer token for GET /metrics; without one, production serves no metrics. */
  metricsToken?: string | null;
}

/** How long /readyz waits for the database before it calls it down. */
const databaseCheckMs = 2_000;

/** The user a handler signed in, for the request log (set by the registrar). */
export const userIdKey = 'userId';

/**
 * The operator's surface: a request id on every answer, one log line and one histogram sample per
 * request, /healthz, /readyz and /metrics. Mounted before every other route.
 */
export function mountOps(app: Hono, deps: OpsDeps): void {
  app.use(requestId());
  app.use(observeRequests(deps));

  // Alive: the process answers. Nothing else is checked, so a slow database never restarts it.
  app.get('/healthz', (c) => c.json({ status: 'ok' }));

  // Ready: migrated, listening, not stopping, and the database answers.
  app.get('/readyz', async (c) => {
    const state = deps.readiness?.state ?? 'ready';
    if (state !== 'ready') return c.json({ status: 'unavailable', reason: state }, 503);
    if (!(await databaseAnswers(deps.db))) {
      return c.json({ status: 'unavailable', reason: 'database' }, 503);
    }
    return c.json({ status: 'ok' });
  });

  app.get('/metrics', async (c) => {
    if (!metricsAllowed(c, deps)) return c.json({ message: 'Not Found' }, 404);
    return c.body(await deps.metrics.registry.metrics(), 200, {
      'Content-Type': deps.metrics.registry.contentType,
      'Cache-Control': 'no-store',
    });
  });
}

function observeRequests(deps: OpsDeps): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    let failed = false;
    try {
      await next();
    } catch (error) {
      failed = true;
      throw error;
    } finally {
      const seconds = (performance.now() - started) / 1000;
      const status = failed ? 500 : c.res.status;
      const route = routeOf(c);
      deps.metrics.requestDuration.observe(
        { method: c.req.method, route, status: String(status) },
        seconds,
      );
      deps.logger?.info({
        req_id: c.get('requestId'),
        method: c.req.method,
        route,
        status,
        duration_ms: Math.round(seconds * 10_000) / 10,
        user_id: c.get(userIdKey as never) ?? undefined,
      });
    }
  };
}

/**
 * The pattern of the route that answered (`/api/partners/:id`), never the address itself: the
 * address holds ids and, for the app's pages, anything a visitor typed.
 */
function routeOf(c: Context): string {
  const pattern = routePath(c);
  if (pattern === '/api/*') return 'unknown /api route';
  if (pattern === '*' || pattern === '/*')
    return c.req.method === 'GET' ? 'app or file' : 'unmatched';
  return pattern;
}

async function databaseAnswers(db: Db): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), databaseCheckMs);
  });
  try {
    const ping = db.execute(sql`select 1`).then(
      () => true,
      () => false,
    );
    return await Promise.race([ping, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** Demo: open to this machine only. Production: only with the configured bearer token. */
function metricsAllowed(c: Context, deps: OpsDeps): boolean {
  if (deps.mode === 'demo') {
    let address: string | undefined;
    try {
      address = getConnInfo(c).remote.address;
    } catch {
      return false;
    }
    return address === '127.0.0.1' || address === '::1' || address === '::ffff:127.0.0.1';
  }
  const token = deps.metricsToken;
  if (!token) return false;
  const sent = /^Bearer (.+)$/.exec(c.req.header('Authorization') ?? '')?.[1] ?? '';
  const [a, b] = [Buffer.from(sent), Buffer.from(token)];
  return a.length === b.length && timingSafeEqual(a, b);
}
