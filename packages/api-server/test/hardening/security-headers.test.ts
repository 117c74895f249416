import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/app.ts';
import { createServices } from '../../src/services.ts';
import { call, givenUser, signIn, useTestApp } from '../helpers/test-app.ts';

/** The security headers of the app and the API (docs/security.md). */
const t = useTestApp();

/** The CSP's directives by name. */
function directives(policy: string | null): Record<string, string[]> {
  return Object.fromEntries(
    (policy ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name, values]),
  );
}

describe('the app shell', () => {
  it('carries a CSP that runs only the app’s own scripts and cannot be framed', async () => {
    const answer = await call(t.app, 'GET', '/travelers');
    expect(answer.status).toBe(200);
    const csp = directives(answer.headers.get('Content-Security-Policy'));
    expect(csp['default-src']).toEqual(["'self'"]);
    expect(csp['script-src']).toEqual(["'self'"]);
    expect(csp['style-src']).not.toContain("'unsafe-eval'");
    expect(csp['connect-src']).toEqual(["'self'", 'ws://localhost']);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    // Only the video hosts a product's embed comes from may be framed.
    expect(csp['frame-src']).toEqual(['https://www.youtube.com', 'https://player.vimeo.com']);
    expect(csp['base-uri']).toEqual(["'none'"]);
    expect(csp['form-action']).toEqual(["'self'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(answer.headers.get('X-Frame-Options')).toBe('DENY');
    expect(answer.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(answer.headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
    expect(answer.headers.get('Permissions-Policy')).toMatch(/camera=\(\)/);
    expect(answer.headers.get('Permissions-Policy')).toMatch(/geolocation=\(\)/);
    // Demo mode on http: no HSTS.
    expect(answer.headers.get('Strict-Transport-Security')).toBeNull();
  });
});

describe('/api answers', () => {
  it('are never cached, signed out, signed in, and on errors', async () => {
    await givenUser(t.db);
    const token = await signIn(t.app, 'ada@example.test');
    for (const [path, status, as] of [
      ['/api/user', 401, undefined],
      ['/api/user', 200, token],
      ['/api/travelers?page=1', 200, token],
      ['/api/nothing-here', 404, token],
    ] as const) {
      const answer = await call(t.app, 'GET', path, { token: as });
      expect(answer.status, path).toBe(status);
      expect(answer.headers.get('Cache-Control'), path).toBe('no-store');
      expect(answer.headers.get('X-Content-Type-Options'), path).toBe('nosniff');
    }
  });
});

describe('production on https', () => {
  let app: ReturnType<typeof createApp>;
  beforeAll(async () => {
    const services = createServices({
      db: t.db,
      mode: 'production',
      dataDir: await mkdtemp(join(tmpdir(), 'packlight-data-')),
      appUrl: 'https://admin.packlight.example',
    });
    app = createApp({ db: t.db, mode: 'production', appDist: t.appDist, services });
  });

  it('sends HSTS, and lets the app reach its socket over wss', async () => {
    const answer = await call(app, 'GET', '/travelers');
    expect(answer.headers.get('Strict-Transport-Security')).toBe(
      'max-age=31536000; includeSubDomains',
    );
    expect(directives(answer.headers.get('Content-Security-Policy'))['connect-src']).toEqual([
      "'self'",
      'wss://admin.packlight.example',
    ]);
  });
});
