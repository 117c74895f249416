import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { mails } from '../src/db/schema/index.ts';
import { call, fakeIndexHtml, useTestApp } from './helpers/test-app.ts';

const t = useTestApp();

describe('GET /storage/*', () => {
  it('serves stored files with their type, nosniff and a locked-down CSP', async () => {
    const path = await t.services.storage.save('docs', 'svg', new TextEncoder().encode('<svg/>'));
    const answer = await call(t.app, 'GET', path);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('Content-Type')).toBe('image/svg+xml');
    expect(answer.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(answer.headers.get('Content-Security-Policy')).toContain('sandbox');
  });

  it('refuses traversal, odd names and unknown files with 404', async () => {
    await t.services.storage.save('docs', 'png', new Uint8Array([1]));
    // A file just outside the storage folder, which no address may reach.
    await writeFile(join(t.services.storage.root, '..', 'secret.png'), 'top secret');
    for (const path of [
      '/storage/%2e%2e/secret.png',
      '/storage/../secret.png',
      '/storage/docs/..%2fsecret.png',
      '/storage/docs/%2e%2e%2f%2e%2e%2fsecret.png',
      '/storage/docs/..%5csecret.png',
      '/storage/docs%2f..%2f..%2fsecret.png',
      '/storage/docs/x.html',
      '/storage/docs/.hidden.png',
      '/storage/DOCS/abc.png',
      '/storage/docs/missing.png',
      '/storage/docs',
    ]) {
      const answer = await call(t.app, 'GET', path);
      expect(answer.text, path).not.toContain('top secret');
      // Dot segments (also %2e%2e) are resolved before routing: such an address leaves /storage
      // and gets the app's shell; everything else under /storage is a 404.
      if (answer.text !== fakeIndexHtml) expect(answer.status, path).toBe(404);
    }
  });

  it('refuses names it did not make when saving', async () => {
    await expect(
      t.services.storage.saveAs('docs', '../escape', 'png', new Uint8Array([1])),
    ).rejects.toThrow();
  });
});

describe('GET /outbox (demo mode)', () => {
  it('lists mails newest first, escaped, with clickable links', async () => {
    await t.db.insert(mails).values([
      {
        to: 'ada@example.test',
        from: 'x@y.z',
        subject: 'First',
        text: 'hello',
        transport: 'outbox',
      },
      {
        to: 'bob@example.test',
        from: 'x@y.z',
        subject: '<img src=x onerror=alert(1)>',
        text: 'Reset: http://localhost/reset-password?email=a%40b.c&token=abc "><script>x</script>',
        transport: 'outbox',
      },
    ]);
    const page = await call(t.app, 'GET', '/outbox');
    expect(page.status).toBe(200);
    expect(page.headers.get('Content-Security-Policy')).toContain("default-src 'none'");
    expect(page.text).not.toContain('<img src=x');
    expect(page.text).not.toContain('<script>x');
    expect(page.text).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(page.text).toContain(
      '<a href="http://localhost/reset-password?email=a%40b.c&amp;token=abc">',
    );
    expect(page.text.indexOf('onerror')).toBeLessThan(page.text.indexOf('First'));

    const json = await call(t.app, 'GET', '/outbox.json');
    expect((json.body as { data: { to: string }[] }).data.map((mail) => mail.to)).toEqual([
      'bob@example.test',
      'ada@example.test',
    ]);
  });
});
