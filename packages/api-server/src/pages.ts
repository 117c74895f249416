import type { Hono } from 'hono';
import { serveOutbox } from './mail/outbox.ts';
import type { Services } from './services.ts';
import { serveDemoOAuth } from './social/demo-pages.ts';

/**
 * What the server serves besides /api and the app: stored files at /storage, and in demo mode the
 * mail outbox (/outbox) and the stand-in provider sign-in pages (/demo-oauth/...).
 */
export function servePages(app: Hono, services: Services): void {
  services.storage.serve(app);
  if (services.mode === 'demo') {
    serveOutbox(app, services.db);
    serveDemoOAuth(app, services);
  }
}
