import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Hono, MiddlewareHandler } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';
import type { RealtimeClientSettings } from './realtime/broadcaster.ts';
import { injectRealtimeSettings } from './realtime/page-settings.ts';

// Vite names the files under /assets by content hash: a changed file gets a new name.
const immutable = 'public, max-age=31536000, immutable';

const notBuilt = (indexFile: string) =>
  `The admin app is not built: ${indexFile} is missing.\n` +
  'Run `pnpm build` in the repository (or point APP_DIST at a built app), then reload.\n';

const nothingNext = async () => {};

/**
 * Serves the built admin app on every non-/api GET: its files as they are, and index.html for
 * any other path so the app's router can take it (history fallback). Mount after the /api routes.
 * With realtime settings, index.html carries them (see injectRealtimeSettings).
 */
export function serveAdminApp(
  app: Hono,
  appDist: string,
  realtime: RealtimeClientSettings | null = null,
): void {
  const indexFile = join(appDist, 'index.html');
  const staticShell = serveStatic({ path: indexFile });
  const shell: MiddlewareHandler =
    realtime === null
      ? staticShell
      : async (c) => {
          const html = await readFile(indexFile, 'utf8').catch(() => null);
          return html === null ? undefined : c.html(injectRealtimeSettings(html, realtime));
        };
  // Created on first use: the app may be built after the server started.
  let files: MiddlewareHandler | undefined;

  app.get('*', async (c) => {
    if (!existsSync(indexFile)) return c.text(notBuilt(indexFile), 503);
    // Headers go on before serveStatic builds its answer: it reads them from the context then.
    const isAsset = c.req.path.startsWith('/assets/');
    c.header('Cache-Control', isAsset ? immutable : undefined);
    if (!c.req.path.endsWith('/') && !(realtime && c.req.path === '/index.html')) {
      // The build writes a brotli and a gzip copy of each asset (vite.config.ts): sent to
      // browsers that take them, so nothing is compressed per request.
      files ??= serveStatic({ root: appDist, precompressed: true });
      const file = await files(c, nothingNext);
      if (file) return file;
    }
    // index.html names the current hashed assets, so browsers must revalidate it after a deploy.
    c.header('Cache-Control', 'no-cache');
    // A missing hashed asset means a page from an older build: HTML in its place would hide that.
    if (isAsset) return c.text('Not Found', 404);
    return (await shell(c, nothingNext)) ?? c.text(notBuilt(indexFile), 503);
  });
}
