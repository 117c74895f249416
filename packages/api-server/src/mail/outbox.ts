import { desc } from 'drizzle-orm';
import type { Hono } from 'hono';
import type { Db } from '../db/index.ts';
import { mails } from '../db/schema/index.ts';
import { escapeHtml } from './mailer.ts';

const shown = 200;

/** Text with its http(s) links made clickable; everything else escaped. */
function linkify(text: string): string {
  return text
    .split(/(https?:\/\/[^\s<>"']+)/g)
    .map((part, i) =>
      i % 2 === 1 ? `<a href="${escapeHtml(part)}">${escapeHtml(part)}</a>` : escapeHtml(part),
    )
    .join('');
}

/**
 * Demo mode's mail outbox: GET /outbox lists the latest mails (newest first) as a page, with
 * their links clickable; GET /outbox.json gives the same as JSON for scripts and tests.
 */
export function serveOutbox(app: Hono, db: Db): void {
  const latest = () =>
    db.select().from(mails).orderBy(desc(mails.createdAt), desc(mails.id)).limit(shown);

  app.get('/outbox.json', async (c) => {
    const rows = await latest();
    return c.json({
      data: rows.map((mail) => ({
        id: mail.id,
        to: mail.to,
        from: mail.from,
        subject: mail.subject,
        text: mail.text,
        created_at: mail.createdAt.toISOString(),
      })),
    });
  });

  app.get('/outbox', async (c) => {
    const rows = await latest();
    const items = rows
      .map(
        (mail) =>
          `<article><header><h2>${escapeHtml(mail.subject)}</h2>` +
          `<p>To <b>${escapeHtml(mail.to)}</b> · from ${escapeHtml(mail.from)} · ` +
          `<time>${escapeHtml(mail.createdAt.toISOString())}</time></p></header>` +
          `<pre>${linkify(mail.text)}</pre></article>`,
      )
      .join('');
    const page =
      '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
      '<title>Packlight outbox</title><meta name="viewport" content="width=device-width">' +
      '<style>body{font-family:system-ui,sans-serif;max-width:56rem;margin:2rem auto;padding:0 1rem;' +
      'color:#1f2937}article{border:1px solid #d1d5db;border-radius:8px;padding:0 1rem;margin:1rem 0}' +
      'h2{font-size:1.1rem;margin:.8rem 0 .2rem}header p{color:#6b7280;margin:0 0 .5rem}' +
      'pre{white-space:pre-wrap;font:inherit}</style></head><body>' +
      '<h1>Outbox</h1><p>Mails the server sent in demo mode, newest first.</p>' +
      (items || '<p>No mail yet.</p>') +
      '</body></html>';
    return c.html(page, 200, {
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'no-store',
    });
  });
}
