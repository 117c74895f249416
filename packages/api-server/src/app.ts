import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import type { Config } from './config.ts';
import type { Db } from './db/index.ts';
import { HttpError, notFound } from './http/errors.ts';
import { createRegistrar, type Registrar } from './http/registrar.ts';
import { useSecurityHeaders } from './http/security-headers.ts';
import type { Broadcaster } from './realtime/broadcaster.ts';
import { mountPusherHttpApi } from './realtime/http-api.ts';
import type { EmbeddedHub } from './realtime/hub.ts';
import { registerRoutes } from './routes.ts';
import { createServices, type Services } from './services.ts';
import { servePages } from './pages.ts';
import type { Logger } from './ops/logger.ts';
import { processMetrics } from './ops/metrics.ts';
import type { Readiness } from './ops/readiness.ts';
import { mountOps } from './ops/mount.ts';
import { countPublishes } from './realtime/counted.ts';
import { serveAdminApp } from './static.ts';
import { resolveClientAddress, trustNoProxy, type TrustProxy } from './http/client-address.ts';

export interface AppDeps {
  db: Db;
  mode: Config['mode'];
  appDist: string;
  /** The endpoints to serve: every implemented one, unless a test brings its own. */
  routes?: (routes: Registrar, services: Services) => void;
  /** Clock, rate limits, mail, file storage, sign-in providers; defaults suit tests. */
  services?: Services;
  /**
   * Realtime publishing for handlers (`ctx.broadcaster`); its public settings go into index.html.
   * Without one (tests), events are dropped and index.html is served as built.
   */
  broadcaster?: Broadcaster;
  /** The embedded socket hub, whose Pusher HTTP API (POST /apps/{id}/events) is then served. */
  realtimeHub?: EmbeddedHub | null;
  /** Request logs; none (tests) writes none. */
  logger?: Logger;
  /** /readyz's state; absent (tests), the app counts as ready. */
  readiness?: Readiness;
  /** Production's bearer token for GET /metrics. */
  metricsToken?: string | null;
  /** The load balancers whose X-Forwarded-For names the caller; none by default. */
  trustProxy?: TrustProxy;
}

/** The whole HTTP surface on one Hono app: /api, then the admin app for every other GET. */
export function createApp(deps: AppDeps): Hono {
  const app = new Hono();
  app.use(resolveClientAddress(deps.trustProxy ?? trustNoProxy));
  const metrics = processMetrics();
  mountOps(app, { ...deps, metrics });
  const broadcaster = deps.broadcaster && countPublishes(deps.broadcaster, metrics);
  const hub = deps.realtimeHub;
  if (hub) {
    metrics.observe(
      'packlight_realtime_open_sockets',
      'Open realtime sockets.',
      () => hub.stats().connections,
    );
    metrics.observe(
      'packlight_realtime_subscribed_channels',
      'Channels with at least one subscriber.',
      () => hub.stats().channels,
    );
  }

  app.onError((error, c) => {
    if (error instanceof HttpError) return c.json(error.body, error.status, error.headers);
    if (deps.logger)
      deps.logger.error({ err: error, req_id: c.get('requestId') }, 'request failed');
    else console.error(`${c.req.method} ${c.req.path} failed:`, error);
    return c.json({ message: 'Server Error' }, 500);
  });
  app.notFound((c) => c.json(notFound().body, 404));

  // Each endpoint limits its own body (http/registrar.ts: bodyLimitOf); the rest of /api reads none.
  const services =
    deps.services ??
    createServices({ db: deps.db, mode: deps.mode, dataDir: join(tmpdir(), 'packlight-data') });
  useSecurityHeaders(app, {
    mode: deps.mode,
    appUrl: () => services.appUrl,
    realtime: deps.broadcaster?.client ?? null,
  });
  const registrar = createRegistrar(app, {
    db: deps.db,
    checkResponses: deps.mode === 'demo',
    broadcaster,
    sessionIdleMs: services.sessions.idleMinutes * 60_000,
  });
  (deps.routes ?? registerRoutes)(registrar, services);
  // Claims the rest of /api before the app's history fallback can answer it with HTML.
  app.all('/api/*', () => {
    throw notFound();
  });

  if (deps.realtimeHub) mountPusherHttpApi(app, deps.realtimeHub);

  // /storage files, and in demo mode the outbox and the stand-in sign-in pages.
  servePages(app, services);
  serveAdminApp(app, deps.appDist, deps.broadcaster?.client ?? null);
  return app;
}
