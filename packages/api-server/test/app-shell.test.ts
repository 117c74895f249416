import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app.ts';
import { call, fakeIndexHtml, useTestApp } from './helpers/test-app.ts';

const t = useTestApp();

beforeAll(async () => {
  await mkdir(join(t.appDist, 'assets'));
  await writeFile(join(t.appDist, 'assets', 'index-3f2a1b.js'), 'console.log("app")');
  await writeFile(join(t.appDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  // The build writes each asset's compressed copies beside it (vite.config.ts).
  const chunk = join(t.appDist, 'assets', 'chunk-9c8d7e.js');
  await writeFile(chunk, script);
  await writeFile(`${chunk}.br`, brotliCompressSync(script));
  await writeFile(`${chunk}.gz`, gzipSync(script));
});

const script = `export const rows = ${JSON.stringify(Array.from({ length: 200 }, (_, id) => ({ id })))};`;

describe('the built admin app', () => {
  it('answers index.html for an app route (history fallback)', async () => {
    for (const path of ['/', '/travelers/profile/3', '/login?next=%2Ftravelers']) {
      const page = await call(t.app, 'GET', path);
      expect(page.status, path).toBe(200);
      expect(page.headers.get('Content-Type'), path).toMatch(/^text\/html/);
      expect(page.headers.get('Cache-Control'), path).toBe('no-cache');
      expect(page.text, path).toBe(fakeIndexHtml);
    }
  });

  it('serves hashed assets with a long cache, and other files without', async () => {
    const script = await call(t.app, 'GET', '/assets/index-3f2a1b.js');
    expect(script.status).toBe(200);
    expect(script.headers.get('Content-Type')).toMatch(/javascript/);
    expect(script.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');

    const icon = await call(t.app, 'GET', '/favicon.svg');
    expect(icon.status).toBe(200);
    expect(icon.headers.get('Cache-Control')).toBeNull();
  });

  it("serves an asset's compressed copy to a browser that takes it, and the file to others", async () => {
    const path = '/assets/chunk-9c8d7e.js';
    const brotli = await t.app.request(path, { headers: { 'Accept-Encoding': 'gzip, br' } });
    expect(brotli.status).toBe(200);
    expect(brotli.headers.get('Content-Encoding')).toBe('br');
    expect(brotli.headers.get('Vary')).toContain('Accept-Encoding');
    expect(brotli.headers.get('Content-Type')).toMatch(/javascript/);
    expect(brotli.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    const bytes = Buffer.from(await brotli.arrayBuffer());
    expect(brotliDecompressSync(bytes).toString()).toBe(script);

    const gzip = await t.app.request(path, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gzip.headers.get('Content-Encoding')).toBe('gzip');

    const plain = await t.app.request(path);
    expect(plain.headers.get('Content-Encoding')).toBeNull();
    expect(await plain.text()).toBe(script);
  });

  it('answers 404 for a missing asset rather than the page', async () => {
    const missing = await call(t.app, 'GET', '/assets/index-old.js');
    expect(missing.status).toBe(404);
  });

  it('leaves /api to the API: 404 JSON for an unknown call', async () => {
    const answer = await call(t.app, 'GET', '/api/nope');
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ message: 'Not Found.' });
  });

  it('explains a missing build with a 503 page', async () => {
    const appDist = join(t.appDist, 'not-built');
    const app = createApp({ db: t.db, mode: 'demo', appDist });
    const page = await call(app, 'GET', '/travelers');
    expect(page.status).toBe(503);
    expect(page.text).toContain('The admin app is not built');
    expect(page.text).toContain(join(appDist, 'index.html'));
  });
});
