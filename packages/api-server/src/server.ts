import type { Server } from 'node:http';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { createApp } from './app.ts';
import { ensureWritable, type Config } from './config.ts';
import { openDatabase } from './db/index.ts';
import { createRealtime, type Realtime } from './realtime/index.ts';
import { Storage } from './files/storage.ts';
import { createServices } from './services.ts';
import { requestAddress } from './http/client-address.ts';
import { createLogger, type Logger } from './ops/logger.ts';
import { Readiness } from './ops/readiness.ts';
import { ensurePortFree } from './ops/port-check.ts';

export interface RunningServer {
  /** Where it listens, e.g. http://127.0.0.1:3000 (the real port when PORT was 0). */
  url: string;
  /** The broadcaster handlers publish through, and the embedded socket hub (null if external). */
  realtime: Realtime;
  /** Stops accepting connections, ends open ones and closes the database. */
  close(): Promise<void>;
  /**
   * SIGTERM's way out: /readyz answers 503, sockets close with the Pusher protocol's reconnect
   * code (clients reconnect to another process), no new connection is accepted, and requests
   * under way finish within `graceSeconds`; then what is left is closed, and the database.
   */
  shutdown(graceSeconds: number): Promise<void>;
}

/** Longer than nginx's upstream `keepalive_timeout` (60 s), so the proxy closes first (docs/deploy.md). */
export const idleKeepAliveMs = 65_000;

function urlOf(host: string, port: number): string {
  const shown = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
  return `http://${shown.includes(':') ? `[${shown}]` : shown}:${port}`;
}

/** Opens the database, seeds demo data in demo mode, and serves everything on one port. */
export async function startServer(
  config: Config,
  logger: Logger = createLogger(config.ops.log),
): Promise<RunningServer> {
  const readiness = new Readiness();
  const storageDir = join(config.dataDir, 'storage');
  // A folder it cannot write or a taken port stops the start before any data is touched.
  ensureWritable(config.dataDir);
  await ensurePortFree(config.host, config.port);
  const database = await openDatabase(config);
  try {
    if (config.mode === 'demo') {
      // Demo data's code loads in demo mode only.
      const { seedDemoData } = await import('./seed/demo.ts');
      await seedDemoData(database.db, { storage: new Storage(storageDir) });
    }
    // Production sockets come only from pages on APP_URL.
    const realtime = createRealtime(config.realtime, {
      allowedOrigin: config.mode === 'production' ? new URL(config.appUrl!).origin : null,
      clientAddress: (request) => requestAddress(request, config.ops.trustProxy),
    });
    const services = createServices({
      db: database.db,
      mode: config.mode,
      dataDir: config.dataDir,
      appUrl: config.appUrl,
      appKey: config.appKey,
      mail: config.mail,
      social: config.social,
      geocode: config.geocode,
      sessions: config.sessions,
    });
    const app = createApp({
      db: database.db,
      mode: config.mode,
      appDist: config.appDist,
      broadcaster: realtime.broadcaster,
      realtimeHub: realtime.hub,
      logger,
      readiness,
      metricsToken: config.ops.metricsToken,
      trustProxy: config.ops.trustProxy,
      services,
    });
    // Without http2/https options, @hono/node-server creates a plain node:http server.
    const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }) as Server;
    // A proxy's pooled connection is closed by the proxy, never first by us: nginx sending a
    // request on a connection this side is closing gets an error and marks the process down.
    server.keepAliveTimeout = idleKeepAliveMs;
    // The socket shares the port: upgrade requests to /app/{key} go to the hub.
    realtime.hub?.attach(server);
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.once('listening', () => {
        server.off('error', reject);
        resolve();
      });
    });
    const { port } = server.address() as AddressInfo;
    readiness.ready();
    // Demo mode's links point where it listens (known only now when PORT=0), never at a Host header.
    if (config.appUrl === null) services.appUrl = urlOf(config.host, port);

    return {
      url: urlOf(config.host, port),
      realtime,
      async close() {
        // Sockets first: an upgraded connection would otherwise hold server.close() open.
        await realtime.hub?.close();
        await new Promise<void>((resolve) => {
          server.close(() => resolve());
          // Keep-alive connections would otherwise hold close() open until they time out.
          server.closeAllConnections();
        });
        await database.close();
      },
      async shutdown(graceSeconds) {
        readiness.stopping();
        await realtime.hub?.close();
        const closed = new Promise<void>((resolve) => server.close(() => resolve()));
        // A keep-alive connection is closed once its request is answered, not at its timeout.
        server.closeIdleConnections();
        const idle = setInterval(() => server.closeIdleConnections(), 100);
        const grace = setTimeout(() => server.closeAllConnections(), graceSeconds * 1000);
        try {
          await closed;
        } finally {
          clearInterval(idle);
          clearTimeout(grace);
        }
        await database.close();
      },
    };
  } catch (error) {
    await database.close();
    throw error;
  }
}
