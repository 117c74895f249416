import { describe, expect, it } from 'vitest';
import { seedDemoData } from '../src/seed/demo.ts';
import { adminToken } from './helpers/access-checks.ts';
import { call, useTestApp } from './helpers/test-app.ts';

// A whole list (no `page`) is written batch by batch as it is read (http/streamed-list.ts). Its
// body must be the JSON the list gave in one piece: the same rows in the same order, which the
// paged answers (built in one piece) spell out page by page.

const t = useTestApp();

/** Every page of a list, 100 rows at a time, joined: the list as the one-piece code builds it. */
async function pagedWhole(path: string, token: string): Promise<unknown[]> {
  const rows: unknown[] = [];
  for (let page = 1; ; page++) {
    const separator = path.includes('?') ? '&' : '?';
    const answer = await call(t.app, 'GET', `${path}${separator}page=${page}&per_page=100`, {
      token,
    });
    expect(answer.status).toBe(200);
    const { data } = answer.body as { data: unknown[] };
    rows.push(...data);
    if (data.length < 100) return rows;
  }
}

describe('whole lists, streamed', () => {
  it('answer the same body as the lists built in one piece, at a few hundred rows', async () => {
    // Batches of 100, 200 and then 150 rows: the body is written in several parts.
    const travelers = 450;
    await seedDemoData(t.db, {
      counts: { travelers, partners: 30, riders: 20, products: 300, orders: 400, tickets: 250 },
    });
    const token = await adminToken(t);
    const lists = [
      '/api/travelers',
      '/api/travelers?sort=name&dir=desc',
      '/api/travelers?search=an&status=active',
      '/api/partners?sort=total_sales&dir=desc',
      '/api/riders?search=a',
      '/api/products?status=approved',
      '/api/orders?sort=traveler_name',
      '/api/refunds',
    ];
    for (const path of lists) {
      const whole = await call(t.app, 'GET', path, { token });
      expect(whole.status, path).toBe(200);
      expect(whole.headers.get('Content-Type'), path).toContain('application/json');
      const expected = await pagedWhole(path, token);
      expect(expected.length, path).toBeGreaterThan(0);
      expect(whole.body, path).toEqual({ data: expected });
    }
    expect((await pagedWhole('/api/travelers', token)).length).toBe(travelers);

    const tickets = await call(t.app, 'GET', '/api/support-tickets', { token });
    expect(tickets.body).toEqual({
      success: true,
      data: await pagedWhole('/api/support-tickets', token),
    });
  });

  it('answer an empty list as an empty array', async () => {
    const token = await adminToken(t);
    const answer = await call(t.app, 'GET', '/api/orders?search=nothing-like-this', { token });
    expect(answer.status).toBe(200);
    expect(answer.text).toBe('{"data":[]}');
  });
});
