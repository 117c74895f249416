import { eq, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { partners, products, riders, users } from '../src/db/schema/index.ts';
import { RowsJson, type StreamedList } from '../src/http/streamed-list.ts';
import { listPartners } from '../src/partners/queries.ts';
import { listProducts } from '../src/products/queries.ts';
import { listRefunds } from '../src/refunds/queries.ts';
import { listRiders } from '../src/riders/queries.ts';
import { listTickets } from '../src/support/queries.ts';
import { adminToken } from './helpers/access-checks.ts';
import { givenOrder, givenProduct, givenRefund, givenTicket } from './helpers/commerce.ts';
import { givenPartner, givenRider, givenTraveler } from './helpers/people.ts';
import { call, useTestApp } from './helpers/test-app.ts';

// Every whole list writes its rows as the JSON text the database spells (db/json-text.ts,
// db/json-batch.ts), where a page answers objects built in JavaScript: the body must be what
// JSON.stringify wrote for those objects, character for character, awkward values included.

const t = useTestApp();

/** Texts JSON escapes: quotes, backslashes, control characters, and non-ASCII kept as is. */
const awkward = [
  'Zoë "Zed" O\\Neil',
  'tab\there, new\nline, bell\u0007, unit\u001f',
  'Åsa 🧳 line\u2028separator',
  '<script>&amp;</script>',
];

/** Every page of a list, 100 rows at a time, as JSON.stringify writes the list of them. */
async function pagedText(path: string, token: string, leading = {}): Promise<string> {
  const rows: unknown[] = [];
  for (let page = 1; ; page++) {
    const separator = path.includes('?') ? '&' : '?';
    const answer = await call(t.app, 'GET', `${path}${separator}page=${page}&per_page=100`, {
      token,
    });
    expect(answer.status, path).toBe(200);
    const { data } = answer.body as { data: unknown[] };
    rows.push(...data);
    if (data.length < 100) return JSON.stringify({ ...leading, data: rows });
  }
}

/** Expects the whole list at `path` to be the paged rows, spelled alike. */
async function expectSpelledAsPages(path: string, token: string, leading = {}) {
  const whole = await call(t.app, 'GET', path, { token });
  expect(whole.status, path).toBe(200);
  const paged = await pagedText(path, token, leading);
  expect(JSON.parse(paged).data.length, path).toBeGreaterThan(0);
  expect(whole.text, path).toBe(paged);
  return whole.text;
}

/**
 * Whether every batch of the list came as the database wrote it: a batch it spells otherwise than
 * JSON.stringify is parsed and written again (db/json-batch.ts), which nothing else in a batch
 * does (the statement's columns are text and a boolean, which the driver does not parse).
 */
async function writtenAsItCame(list: unknown): Promise<boolean> {
  const parse = vi.spyOn(JSON, 'parse');
  try {
    for await (const batch of (list as StreamedList).batches())
      expect(batch).toBeInstanceOf(RowsJson);
    return parse.mock.calls.length === 0;
  } finally {
    parse.mockRestore();
  }
}

/** Float8s Postgres writes otherwise than JavaScript (5e-05, 1e-07, -0) and ones it writes alike. */
const coordinates = [
  [5e-5, -74.005974, 4.5],
  [-0, 0, null],
  [1e-7, 123.456789012345, 1e-7],
  [40.712776, null, 0.1],
] as const;

describe('whole lists written as JSON text', () => {
  it('spell each partner as JSON.stringify spells the row of a page, hours included', async () => {
    const token = await adminToken(t);
    const plain = [40.712776, -73.9, 4.5] as const;
    // Opening hours as stored, and whether the database spells the partner as JavaScript does:
    // none, the seed's shape, empty, a JSON null, other shapes with commas and colons in their
    // strings, a string; then escapes, numbers jsonb spells as written (1.50), a key JavaScript puts first,
    // an array; then float8s Postgres writes otherwise.
    const cases = [
      [null, plain, true],
      [
        `{"Monday": {"checked": true, "start_time": "9:00 AM", "end_time": "5:00 PM"}, "Sunday": {"checked": false, "start_time": null, "end_time": null}}`,
        [null, null, null],
        true,
      ],
      ['{}', plain, true],
      ['null', plain, true],
      [
        `{"Tuesday": "closed, open: no", "Wednesday": {"checked": true, "note": {"a": "b, c: d", "": {}}}}`,
        plain,
        true,
      ],
      [
        `{"Tuesday": "closed, open: \\"no\\"", "Wednesday": {"checked": true, "note": {"a": "b, \\"c\\": d"}}}`,
        plain,
        false,
      ],
      [`{"Friday": {"checked": true, "x": 1.50}}`, plain, false],
      ['"open: daily, 9 to 5"', plain, true],
      [`{"Monday": {"checked": true}, "1": {"checked": false}}`, plain, false],
      [
        `{"Tuesday": "closed", "Wednesday": {"checked": true, "note": {"a": [1, 2]}}}`,
        plain,
        false,
      ],
      ...coordinates.slice(0, 3).map((floats) => [null, floats, false] as const),
    ] as const;
    for (const [n, [stored, [latitude, longitude, averageRating], alike]] of cases.entries()) {
      const { partner, user } = await givenPartner(t.db, {
        name: awkward[n % awkward.length],
        email: `hours-${n}-x@example.test`,
        businessName: awkward[(n + 1) % awkward.length],
      });
      await t.db
        .update(partners)
        .set({
          latitude,
          longitude,
          averageRating,
          latestComplaint: ['', null, awkward[2]!][n % 3],
          availability: stored === null ? null : sql`${stored}::jsonb`,
        })
        .where(eq(partners.id, partner.id));
      if (n % 2 === 0) await givenOrder(t.db, { partnerId: partner.id, totalCents: 10_001 });
      const list = await listPartners(t.db, { search: user.email });
      expect(await writtenAsItCame(list), `partner ${n}`).toBe(alike);
    }
    for (const path of ['/api/partners', '/api/partners?sort=total_sales&dir=desc']) {
      await expectSpelledAsPages(path, token);
    }
    const text = await expectSpelledAsPages('/api/partners?sort=id', token);
    expect(text).toContain('"latitude":0.00005,');
    expect(text).toContain('{"x":1.5,"checked":true}');
    expect(text).toContain('"a":"b, c: d"');
    expect(text).toContain('"latest_complaint":null,');
  });

  it('spell each rider as JSON.stringify spells the row of a page, insurance as of today', async () => {
    t.clock.at = Date.parse('2026-06-01T12:00:00Z');
    const token = await adminToken(t);
    const insured = ['2026-06-01', '2026-05-31', null, '2030-01-31'];
    const regionSets = [['Manhattan', 'Brooklyn'], [], ['Queens'], ['Queens', 'Manhattan']];
    for (const [n, insurance] of insured.entries()) {
      const { rider, user } = await givenRider(t.db, {
        name: awkward[n],
        regions: regionSets[n],
        insuranceExpireDate: insurance ?? undefined,
      });
      const [latitude, longitude, averageRating] = n % 2 ? [null, null, null] : [40.7, -73.9, 4.5];
      await t.db
        .update(riders)
        .set({
          latitude,
          longitude,
          averageRating,
          insuranceExpireDate: insurance,
          averageDeliveryMinutes: n === 1 ? null : 12 + n,
          latestComplaint: ['', null, awkward[1]!, awkward[3]!][n],
        })
        .where(eq(riders.id, rider.id));
      if (n === 2) await t.db.update(users).set({ name: null }).where(eq(users.id, user.id));
    }
    const { partner } = await givenPartner(t.db);
    const [first] = await t.db.select({ id: riders.id }).from(riders).limit(1);
    for (const status of ['Delivered', 'Cancelled', 'Pending']) {
      await givenOrder(t.db, { partnerId: partner.id, riderId: first!.id, status });
    }
    expect(await writtenAsItCame(await listRiders(t.db, {}, '2026-06-01'))).toBe(true);
    const text = await expectSpelledAsPages('/api/riders?sort=id', token);
    expect(text).toContain('"insurance":"Valid"');
    expect(text).toContain('"insurance":"Expired"');
    expect(text).toContain('"assigned_region":["Brooklyn","Manhattan"]');
    await expectSpelledAsPages('/api/riders?search=a', token);

    for (const [latitude, longitude, averageRating] of coordinates) {
      const { rider } = await givenRider(t.db, { name: awkward[0] });
      await t.db
        .update(riders)
        .set({ latitude, longitude, averageRating })
        .where(eq(riders.id, rider.id));
    }
    expect(await writtenAsItCame(await listRiders(t.db, {}, '2026-06-01'))).toBe(false);
    await expectSpelledAsPages('/api/riders?sort=id&dir=desc', token);
  });

  it('spell each product, refund and ticket as JSON.stringify spells the row of a page', async () => {
    const token = await adminToken(t);
    const { partner, user } = await givenPartner(t.db, { businessName: awkward[0] });
    const prices = [
      { buyPriceCents: 1, depositCents: null, lateFeeCents: 2_147_483_647 },
      { buyPriceCents: 0, depositCents: 10_001, lateFeeCents: null },
    ];
    for (const [n, price] of prices.entries()) {
      const product = await givenProduct(t.db, partner.id, {
        ...price,
        name: awkward[n + 1],
        size: awkward[3],
        images: n === 0 ? ['/storage/a"b.png'] : undefined,
      });
      if (n === 0)
        await t.db.update(products).set({ color: null }).where(eq(products.id, product.id));
    }
    const { traveler } = await givenTraveler(t.db, { name: awkward[2], phone: null });
    for (const [n, amountCents] of [1, 2_147_483_647, 10_001].entries()) {
      const order = await givenOrder(t.db, {
        partnerId: partner.id,
        travelerId: traveler.id,
        status: 'Delivered',
        totalCents: 1 + n * 999,
      });
      await givenRefund(t.db, order.id, { amountCents, reason: awkward[n] });
      await givenTicket(t.db, n === 1 ? user.id : traveler.userId, {
        subject: awkward[n],
        message: awkward[n + 1],
        orderId: n === 0 ? null : order.id,
      });
    }
    for (const list of [
      await listProducts(t.db, {}),
      await listRefunds(t.db, {}),
      await listTickets(t.db, {}),
    ]) {
      expect(await writtenAsItCame(list)).toBe(true);
    }
    await expectSpelledAsPages('/api/products', token);
    await expectSpelledAsPages('/api/refunds?sort=amount', token);
    await expectSpelledAsPages('/api/support-tickets', token, { success: true });
  });
});
