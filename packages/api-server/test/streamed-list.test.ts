import { eq, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { orders, riders, users } from '../src/db/schema/index.ts';
import { seedDemoData } from '../src/seed/demo.ts';
import { adminToken } from './helpers/access-checks.ts';
import { givenOrder } from './helpers/commerce.ts';
import { givenPartner, givenRider, givenTraveler } from './helpers/people.ts';
import { call, useTestApp } from './helpers/test-app.ts';
import { streamedListResponse, withLeading } from '../src/http/streamed-list.ts';

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
    // A first batch of 100 rows, and batches at most double (http/timed-batches.ts): 450
    // travelers take three batches or more, so the body is written in several parts.
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

  it('end unfinished when a batch breaks the contract, in demo mode', async () => {
    await seedDemoData(t.db, { counts: { travelers: 250, partners: 5, riders: 5, orders: 20 } });
    // The oldest traveler, in the second batch (rows 101-300), with a status the contract lacks.
    await t.db.execute(
      sql`update travelers set status = 'Banned' where id = (select min(id) from travelers)`,
    );
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const token = await adminToken(t);
    const answer = await t.app.request('/api/travelers', {
      headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
    });
    expect(answer.status).toBe(200);
    const reader = answer.body!.pipeThrough(new TextDecoderStream()).getReader();
    let text = '';
    const ended = async () => {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return;
        text += value;
      }
    };
    await expect(ended()).rejects.toThrow('GET /travelers breaks the contract');
    // The first batch went out; the list never closed.
    expect(text.startsWith('{"data":[{')).toBe(true);
    expect(text.endsWith(']}')).toBe(false);
    expect(String(log.mock.calls[0]?.[1])).toContain('status');
  });

  it('stop quietly when the client goes away mid-list', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    log.mockClear();
    let release = () => {};
    const secondBatch = new Promise<void>((resolve) => (release = resolve));
    // A list whose second batch comes back only when the test says so.
    const list = withLeading(
      {
        async *batches() {
          yield [{ id: 1 }];
          await secondBatch;
          yield [{ id: 2 }];
        },
      },
      {},
    );
    const reader = streamedListResponse(list, null).body!.getReader();
    await reader.read();
    await reader.read();
    // The second batch is being read when the client cancels; it comes back afterwards.
    await new Promise((resolve) => setTimeout(resolve, 5));
    const cancelled = reader.cancel();
    release();
    await cancelled;
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(log).not.toHaveBeenCalled();
  });

  it('answer an empty list as an empty array', async () => {
    const token = await adminToken(t);
    const answer = await call(t.app, 'GET', '/api/orders?search=nothing-like-this', { token });
    expect(answer.status).toBe(200);
    expect(answer.text).toBe('{"data":[]}');
  });
});

// The travelers and orders lists write a whole list's rows as the JSON text the database spells
// (db/json-text.ts), where the page answers objects the driver parsed from json_build_object:
// the body must be what JSON.stringify wrote for those objects, character for character.
describe('whole lists written as JSON text', () => {
  /** Texts JSON escapes: quotes, backslashes, control characters, and non-ASCII kept as is. */
  const awkward = [
    'Zoë "Zed" O\\Neil',
    'tab\there, new\nline, bell\u0007, unit\u001f',
    'Åsa 🧳 line\u2028separator',
    '<script>&amp;</script>',
  ];

  /** The rows of every page of a list, as JSON.stringify writes the whole list of them. */
  async function pagedText(path: string, token: string): Promise<string> {
    return JSON.stringify({ data: await pagedWhole(path, token) });
  }

  it('spell each traveler as JSON.stringify spells the row of a page', async () => {
    const token = await adminToken(t);
    const { partner } = await givenPartner(t.db, { businessName: awkward[0] });
    for (const [n, name] of awkward.entries()) {
      const { traveler, user } = await givenTraveler(t.db, {
        name,
        phone: n === 1 ? null : undefined,
      });
      if (n % 2 === 0) await givenOrder(t.db, { partnerId: partner.id, travelerId: traveler.id });
      if (n === 3) {
        await t.db
          .update(users)
          .set({
            name: null,
            firstName: 'Only',
            lastName: 'Names',
            profilePhoto: 'https://x.test/a"b.png',
          })
          .where(eq(users.id, user.id));
      }
    }
    const whole = await call(t.app, 'GET', '/api/travelers', { token });
    expect(whole.status).toBe(200);
    expect(whole.text).toContain('\\u001f');
    expect(whole.text).toBe(await pagedText('/api/travelers', token));
  });

  it('spell each order as JSON.stringify spells the row of a page, coordinates included', async () => {
    const token = await adminToken(t);
    const { partner } = await givenPartner(t.db, { businessName: awkward[2] });
    const { traveler } = await givenTraveler(t.db, { name: awkward[1] });
    // Postgres writes 5e-05, 1e-07 and -0 where JavaScript writes 0.00005, 1e-7 and 0.
    const coordinates = [
      [5e-5, -74.005974],
      [-0, 0],
      [1e-7, 123.456789012345],
      [0.0001, -9.999999999999999e-5],
      [40.712776, null],
    ] as const;
    for (const [latitude, longitude] of coordinates) {
      const { rider } = await givenRider(t.db, { name: awkward[3] });
      await t.db.update(riders).set({ latitude, longitude }).where(eq(riders.id, rider.id));
      await givenOrder(t.db, { partnerId: partner.id, travelerId: traveler.id, riderId: rider.id });
    }
    const cents = [1, 0, 2_147_483_647, 10_001];
    for (const totalCents of cents) {
      const order = await givenOrder(t.db, {
        partnerId: partner.id,
        travelerId: traveler.id,
        totalCents,
      });
      await t.db
        .update(orders)
        .set({ eta: awkward[0], contactName: awkward[1] })
        .where(eq(orders.id, order.id));
    }
    for (const path of ['/api/orders?sort=id', '/api/orders?sort=id&dir=desc&status=pending']) {
      const whole = await call(t.app, 'GET', path, { token });
      expect(whole.status, path).toBe(200);
      expect(whole.text, path).toBe(await pagedText(path, token));
    }
    const text = (await call(t.app, 'GET', '/api/orders?sort=id', { token })).text;
    expect(text).toContain('"latitude":0.00005,');
    expect(text).toContain('"total_price":21474836.47,');
  });
});
