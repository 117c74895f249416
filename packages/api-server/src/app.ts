import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { Config } from './config.ts';
import type { Db } from './db/index.ts';
import { HttpError, notFound } from './http/errors.ts';
import { createRegistrar, type Registrar } from './http/registrar.ts';
import { registerRoutes } from './routes/index.ts';
import { serveAdminApp } from './static.ts';

const maxBodyBytes = 20 * 1024 * 1024;

export interface AppDeps {
  db: Db;
  mode: Config['mode'];
  appDist: string;
  /** The endpoints to serve: every implemented one, unless a test brings its own. */
  routes?: (routes: Registrar) => void;
}

/** The whole HTTP surface on one Hono app: /api, then the admin app for every other GET. */
export function createApp(deps: AppDeps): Hono {
  const app = new Hono();

  app.onError((error, c) => {
    if (error instanceof HttpError) return c.json(error.body, error.status);
    console.error(`${c.req.method} ${c.req.path} failed:`, error);
    return c.json({ message: 'Server Error' }, 500);
  });
  app.notFound((c) => c.json(notFound().body, 404));

  // Enough for the largest upload the spec has (photos, documents); anything bigger is refused
  // before it is buffered in memory.
  app.use(
    '/api/*',
    bodyLimit({
      maxSize: maxBodyBytes,
      onError: (c) => c.json({ message: 'The request is too large.' }, 413),
    }),
  );
  const registrar = createRegistrar(app, { db: deps.db, checkResponses: deps.mode === 'demo' });
  (deps.routes ?? registerRoutes)(registrar);
  // Claims the rest of /api before the app's history fallback can answer it with HTML.
  app.all('/api/*', () => {
    throw notFound();
  });

  serveAdminApp(app, deps.appDist);
  return app;
}
