import { describe, expect, it, vi } from 'vitest';
import { endpoints, type Endpoint } from '@packlight/api-types';
import { seedDemoData } from '../src/seed/demo.ts';
import { adminToken } from './helpers/access-checks.ts';
import { call, useTestApp } from './helpers/test-app.ts';
import {
  nextBatchSize,
  streamedListResponse,
  wholeListBatchMs,
  wholeListBatchSize,
  withLeading,
} from '../src/http/streamed-list.ts';

// A whole list (no `page`) is written batch by batch as it is read (http/streamed-list.ts),
// through the loader its pages use. Its body must parse with the endpoint's response schema, and
// hold the rows the paged answers spell out page by page, in the same order.

const t = useTestApp();

/** Every page of a list, 100 rows at a time, joined. */
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

/** The seven whole lists, each with the endpoint whose response schema its body must pass. */
const wholeLists: [string, Endpoint][] = [
  ['/api/travelers', endpoints.travelers.list],
  ['/api/travelers?sort=name&dir=desc', endpoints.travelers.list],
  ['/api/travelers?search=an&status=active', endpoints.travelers.list],
  ['/api/partners?sort=total_sales&dir=desc', endpoints.partners.list],
  ['/api/riders?search=a', endpoints.riders.list],
  ['/api/products?status=approved', endpoints.products.list],
  ['/api/orders?sort=traveler_name', endpoints.orders.list],
  ['/api/refunds', endpoints.refunds.list],
  ['/api/support-tickets', endpoints.support.list],
];

describe('whole lists, streamed', () => {
  it('keep the contract and answer the rows of the pages, over several batches', async () => {
    // More travelers than the first batch and the largest second one hold (a batch at most
    // doubles), so the body is written in three parts or more.
    const travelers = wholeListBatchSize * 3 + 50;
    await seedDemoData(t.db, {
      counts: { travelers, partners: 30, riders: 20, products: 300, orders: 400, tickets: 250 },
    });
    const token = await adminToken(t);
    for (const [path, endpoint] of wholeLists) {
      const whole = await call(t.app, 'GET', path, { token });
      expect(whole.status, path).toBe(200);
      expect(whole.headers.get('Content-Type'), path).toContain('application/json');
      const checked = endpoint.response.safeParse(whole.body);
      expect(checked.error, path).toBeUndefined();
      const expected = await pagedWhole(path, token);
      expect(expected.length, path).toBeGreaterThan(0);
      expect((whole.body as { data: unknown[] }).data, path).toEqual(expected);
    }
    expect((await pagedWhole('/api/travelers', token)).length).toBe(travelers);
    const tickets = await call(t.app, 'GET', '/api/support-tickets', { token });
    expect(tickets.body).toMatchObject({ success: true });
  });

  it('size each batch from how long the last one took to load', () => {
    const size = wholeListBatchSize;
    // On time: the same size again.
    expect(nextBatchSize(size, wholeListBatchMs)).toBe(size);
    // Quick: more rows next time, at most twice as many, and never past a thousand.
    expect(nextBatchSize(size, wholeListBatchMs / 1.5)).toBe(150);
    expect(nextBatchSize(size, 0)).toBe(size * 2);
    expect(nextBatchSize(800, 0)).toBe(1000);
    // Slow: fewer rows, at least half as many, and never fewer than the first batch.
    expect(nextBatchSize(400, wholeListBatchMs * 1.25)).toBe(320);
    expect(nextBatchSize(400, wholeListBatchMs * 100)).toBe(200);
    expect(nextBatchSize(size, wholeListBatchMs * 100)).toBe(size);
  });

  it('let a paged call answer while a whole list streams', async () => {
    await seedDemoData(t.db, { counts: { travelers: wholeListBatchSize * 3, partners: 5 } });
    const token = await adminToken(t);
    const answer = await t.app.request('/api/travelers', {
      headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
    });
    const reader = answer.body!.getReader();
    let listEnded = false;
    const reading = (async () => {
      for (;;) {
        const { done } = await reader.read();
        if (done) break;
      }
      listEnded = true;
    })();
    const page = await call(t.app, 'GET', '/api/partners?page=1&per_page=5', { token });
    expect(page.status).toBe(200);
    expect(listEnded).toBe(false);
    await reading;
    expect(listEnded).toBe(true);
  });

  it('end unfinished when a batch fails mid-way', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const list = withLeading(
      {
        async *batches() {
          yield [{ id: 1 }];
          throw new Error('the database went away');
        },
      },
      {},
    );
    const reader = streamedListResponse(list)
      .body!.pipeThrough(new TextDecoderStream())
      .getReader();
    let text = '';
    const ended = async () => {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return;
        text += value;
      }
    };
    await expect(ended()).rejects.toThrow('the database went away');
    expect(text).toBe('{"data":[{"id":1}');
    expect(log).toHaveBeenCalledOnce();
    log.mockRestore();
  });

  it('stop quietly when the client goes away mid-list', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    let release = () => {};
    const secondBatch = new Promise<void>((resolve) => (release = resolve));
    let thirdAsked = false;
    // A list whose second batch comes back only when the test says so.
    const list = withLeading(
      {
        async *batches() {
          yield [{ id: 1 }];
          await secondBatch;
          yield [{ id: 2 }];
          thirdAsked = true;
          yield [{ id: 3 }];
        },
      },
      { success: true },
    );
    const reader = streamedListResponse(list).body!.getReader();
    await reader.read();
    await reader.read();
    // The second batch is being read when the client cancels; it comes back afterwards.
    await new Promise((resolve) => setTimeout(resolve, 5));
    const cancelled = reader.cancel();
    release();
    await cancelled;
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(log).not.toHaveBeenCalled();
    expect(thirdAsked).toBe(false);
    log.mockRestore();
  });

  it('answer an empty list as an empty array', async () => {
    const token = await adminToken(t);
    const answer = await call(t.app, 'GET', '/api/orders?search=nothing-like-this', { token });
    expect(answer.status).toBe(200);
    expect(answer.text).toBe('{"data":[]}');
  });
});
