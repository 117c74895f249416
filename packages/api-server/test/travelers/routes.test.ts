import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders, travelers, users } from '../../src/db/schema/index.ts';
import { adminToken, expectAdminOnly } from '../helpers/access-checks.ts';
import { givenOrder, givenRefund } from '../helpers/commerce.ts';
import { givenAddress, givenPartner, givenTraveler } from '../helpers/people.ts';
import { call, useTestApp } from '../helpers/test-app.ts';

const t = useTestApp();

interface ListBody {
  data: { id: number; name: string; email: string; status: string; order: unknown[] }[];
  meta?: { current_page: number; per_page: number; total: number; last_page: number };
}

async function list(token: string, query = '') {
  const answer = await call(t.app, 'GET', `/api/travelers${query}`, { token });
  expect(answer.status).toBe(200);
  return answer.body as ListBody;
}

const names = (body: ListBody) => body.data.map((traveler) => traveler.name);

/** Three travelers with different names, phones, statuses and order counts. */
async function givenThreeTravelers() {
  const { traveler: mina } = await givenTraveler(t.db, {
    name: 'Mina Okafor',
    email: 'mina@example.test',
    phone: '718-555-0101',
  });
  const { traveler: bruno } = await givenTraveler(t.db, {
    name: 'Bruno Silva',
    email: 'bruno@mail.test',
    phone: '212-555-0202',
    status: 'Suspended',
  });
  const { traveler: ana } = await givenTraveler(t.db, {
    name: 'Ana Rossi',
    email: 'ana.rossi@example.test',
    phone: '646-555-0303',
  });
  const { partner } = await givenPartner(t.db);
  for (let i = 0; i < 2; i++)
    await givenOrder(t.db, { travelerId: mina.id, partnerId: partner.id, totalCents: 1_000 });
  await givenOrder(t.db, { travelerId: ana.id, partnerId: partner.id, totalCents: 1_000 });
  return { mina, bruno, ana, partner };
}

describe('GET /api/travelers', () => {
  it('lists every traveler newest first, with the list fields and their orders', async () => {
    const token = await adminToken(t);
    const { mina } = await givenThreeTravelers();
    const body = await list(token);
    expect(body.meta).toBeUndefined();
    expect(names(body)).toEqual(['Ana Rossi', 'Bruno Silva', 'Mina Okafor']);
    const shown = body.data.find((traveler) => traveler.id === mina.id);
    expect(shown).toEqual({
      id: mina.id,
      name: 'Mina Okafor',
      email: 'mina@example.test',
      phone: '718-555-0101',
      country: 'United States',
      profile_photo: null,
      status: 'Active',
      version: 1,
      order: [
        expect.objectContaining({ status: 'Pending', created_at: expect.any(String) }),
        expect.objectContaining({ status: 'Pending' }),
      ],
      last_active: expect.stringMatching(/^2026-01-02T03:04:05/),
    });
  });

  it('searches name and email case-insensitively and phone as a substring', async () => {
    const token = await adminToken(t);
    await givenThreeTravelers();
    expect(names(await list(token, '?search=OKAF'))).toEqual(['Mina Okafor']);
    expect(names(await list(token, '?search=MAIL.TEST'))).toEqual(['Bruno Silva']);
    expect(names(await list(token, '?search=555-03'))).toEqual(['Ana Rossi']);
    expect(names(await list(token, '?search=example'))).toEqual(['Ana Rossi', 'Mina Okafor']);
    // Pattern characters are literal: % matches only a percent sign.
    expect(names(await list(token, '?search=%25'))).toEqual([]);
    // One or two letters search like longer text, and never across two fields.
    expect(names(await list(token, '?search=VA&page=1'))).toEqual(['Bruno Silva']);
    expect(names(await list(token, '?search=r'))).toEqual([
      'Ana Rossi',
      'Bruno Silva',
      'Mina Okafor',
    ]);
    expect(names(await list(token, '?search=okafor%20mina'))).toEqual([]);
    expect(names(await list(token, '?search=okafor%1Fmina'))).toEqual([]);
  });

  it('filters on status whatever its case', async () => {
    const token = await adminToken(t);
    await givenThreeTravelers();
    expect(names(await list(token, '?status=suspended'))).toEqual(['Bruno Silva']);
    expect(names(await list(token, '?status=ACTIVE'))).toEqual(['Ana Rossi', 'Mina Okafor']);
    expect(names(await list(token, '?status=Active&search=mina'))).toEqual(['Mina Okafor']);
  });

  it('sorts on name, phone, status and the number of orders, either way', async () => {
    const token = await adminToken(t);
    await givenThreeTravelers();
    expect(names(await list(token, '?sort=name'))).toEqual([
      'Ana Rossi',
      'Bruno Silva',
      'Mina Okafor',
    ]);
    expect(names(await list(token, '?sort=name&dir=desc'))).toEqual([
      'Mina Okafor',
      'Bruno Silva',
      'Ana Rossi',
    ]);
    expect(names(await list(token, '?sort=phone'))).toEqual([
      'Bruno Silva',
      'Ana Rossi',
      'Mina Okafor',
    ]);
    expect(names(await list(token, '?sort=orders&dir=desc'))).toEqual([
      'Mina Okafor',
      'Ana Rossi',
      'Bruno Silva',
    ]);
    expect(names(await list(token, '?sort=orders'))).toEqual([
      'Bruno Silva',
      'Ana Rossi',
      'Mina Okafor',
    ]);
    expect(names(await list(token, '?sort=status&dir=desc'))[0]).toBe('Bruno Silva');
    // A searched page is sorted among its matches alike.
    expect(names(await list(token, '?search=example&sort=name&dir=desc&page=1'))).toEqual([
      'Mina Okafor',
      'Ana Rossi',
    ]);
    expect(names(await list(token, '?search=555&sort=phone&page=1'))).toEqual([
      'Bruno Silva',
      'Ana Rossi',
      'Mina Okafor',
    ]);
    expect(names(await list(token, '?search=example&sort=orders&dir=desc&page=1'))).toEqual([
      'Mina Okafor',
      'Ana Rossi',
    ]);
    // Every sort, on a searched page, reads only the columns its collected matches keep.
    for (const sort of ['email', 'country', 'status', 'last_active', 'created_at', 'id']) {
      const found = names(await list(token, `?search=example&sort=${sort}&page=1`));
      expect(found.toSorted()).toEqual(['Ana Rossi', 'Mina Okafor']);
    }
    // An unknown column is ignored: the default order stays.
    expect(names(await list(token, '?sort=password_hash'))).toEqual([
      'Ana Rossi',
      'Bruno Silva',
      'Mina Okafor',
    ]);
  });

  it('keeps the orders count and the totals right as orders and travelers change', async () => {
    const token = await adminToken(t);
    const { mina, bruno, ana, partner } = await givenThreeTravelers();
    const counts = async () => {
      const body = await list(token, '?sort=orders&dir=desc&page=1&per_page=10');
      return body.data.map((traveler) => [traveler.name, traveler.order.length]);
    };
    // Several rows in one statement, one moved to another traveler, one deleted.
    await t.db.insert(orders).values([
      { travelerId: bruno.id, partnerId: partner.id },
      { travelerId: bruno.id, partnerId: partner.id },
      { travelerId: bruno.id, partnerId: partner.id },
    ]);
    await t.db.update(orders).set({ travelerId: ana.id }).where(eq(orders.travelerId, mina.id));
    const [one] = await t.db.select().from(orders).where(eq(orders.travelerId, bruno.id)).limit(1);
    await t.db.delete(orders).where(eq(orders.id, one!.id));
    await t.db.update(orders).set({ status: 'Delivered' });
    expect(await counts()).toEqual([
      ['Ana Rossi', 3],
      ['Bruno Silva', 2],
      ['Mina Okafor', 0],
    ]);
    const [row] = await t.db.select().from(travelers).where(eq(travelers.id, ana.id));
    expect(row?.ordersCount).toBe(3);

    const total = async (query: string) =>
      (await list(token, `?page=1&per_page=1${query}`)).meta?.total;
    expect([
      await total(''),
      await total('&status=active'),
      await total('&status=SUSPENDED'),
    ]).toEqual([3, 2, 1]);
    await t.db.update(travelers).set({ status: 'Suspended' }).where(eq(travelers.id, ana.id));
    await t.db.delete(users).where(eq(users.id, mina.userId));
    expect([
      await total(''),
      await total('&status=active'),
      await total('&status=suspended'),
    ]).toEqual([2, 0, 2]);
    expect(await total('&search=silva')).toBe(1);
    expect(await total('&search=nobody')).toBe(0);
  });

  it('pages when asked, with meta over the filtered list', async () => {
    const token = await adminToken(t);
    await givenThreeTravelers();
    const first = await list(token, '?page=1&per_page=2&sort=name');
    expect(names(first)).toEqual(['Ana Rossi', 'Bruno Silva']);
    expect(first.meta).toEqual({ current_page: 1, per_page: 2, total: 3, last_page: 2 });
    const second = await list(token, '?page=2&per_page=2&sort=name');
    expect(names(second)).toEqual(['Mina Okafor']);
    const filtered = await list(token, '?page=1&search=example');
    expect(filtered.meta).toEqual({ current_page: 1, per_page: 10, total: 2, last_page: 1 });
    const beyond = await list(token, '?page=9&per_page=2');
    expect(beyond.data).toEqual([]);
    expect(beyond.meta).toMatchObject({ total: 3, last_page: 2 });
    const empty = await list(token, '?page=1&search=nobody');
    expect(empty).toEqual({
      data: [],
      meta: { current_page: 1, per_page: 10, total: 0, last_page: 1 },
    });
  });

  it('counts a search exactly up to two hundred rows past the page, then says the total is capped', async () => {
    const token = await adminToken(t);
    // 212 travelers named "Bulk ...": one more than page 1 of ten plus the 200 counted ahead.
    const many = 212;
    await t.db.execute(sql`
      with made as (
        insert into users (type, name, email, phone)
        select 'traveler', 'Bulk Traveler ' || n, 'bulk' || n || '@example.test', '555-' || n
        from generate_series(1, ${many}) as n
        returning id
      )
      insert into travelers (user_id) select id from made`);
    await givenTraveler(t.db, { name: 'Zed Quill', email: 'zed@quill.test' });

    const capped = await list(token, '?search=bulk&page=1&per_page=10');
    expect(capped.data).toHaveLength(10);
    expect(capped.meta).toEqual({
      current_page: 1,
      per_page: 10,
      total: 210,
      last_page: 21,
      total_capped_at: 210,
    });
    const further = await list(token, '?search=bulk&page=2&per_page=10');
    expect(further.meta).toMatchObject({ total: 212, last_page: 22 });
    expect(further.meta).not.toHaveProperty('total_capped_at');
    const few = await list(token, '?search=quill&page=1');
    expect(few.meta).toEqual({ current_page: 1, per_page: 10, total: 1, last_page: 1 });
    const unsearched = await list(token, '?page=1');
    expect(unsearched.meta).toMatchObject({ total: many + 1 });
    expect(unsearched.meta).not.toHaveProperty('total_capped_at');
  });

  it('refuses bad paging and direction with 422', async () => {
    const token = await adminToken(t);
    const answer = await call(t.app, 'GET', '/api/travelers?page=0&per_page=500&dir=sideways', {
      token,
    });
    expect(answer.status).toBe(422);
    expect(answer.body).toMatchObject({
      message: expect.any(String),
      errors: {
        page: [expect.any(String)],
        per_page: [expect.any(String)],
        dir: [expect.any(String)],
      },
    });
  });

  it('is for administrators only', async () => {
    await expectAdminOnly(t, 'GET', '/api/travelers');
  });
});

describe('GET /api/travelers/{id}', () => {
  it('answers the profile with addresses, orders, spend and last order', async () => {
    const token = await adminToken(t);
    const { traveler } = await givenTraveler(t.db, {
      name: 'Mina Okafor',
      email: 'mina@example.test',
    });
    const shipping = await givenAddress(t.db, traveler.id, 'shipping');
    const { partner } = await givenPartner(t.db, { businessName: 'Nomad Threads' });
    const delivered = await givenOrder(t.db, {
      travelerId: traveler.id,
      partnerId: partner.id,
      status: 'Delivered',
      totalCents: 12_550,
      createdAt: new Date('2026-01-10T10:00:00Z'),
    });
    await givenOrder(t.db, {
      travelerId: traveler.id,
      partnerId: partner.id,
      status: 'Cancelled',
      totalCents: 99_900,
      createdAt: new Date('2026-01-05T10:00:00Z'),
    });
    const newest = await givenOrder(t.db, {
      travelerId: traveler.id,
      partnerId: partner.id,
      status: 'Pending',
      totalCents: 2_000,
      createdAt: new Date('2026-01-20T10:00:00Z'),
    });
    await givenRefund(t.db, delivered.id, { status: 'Processed', amountCents: 550 });
    await givenRefund(t.db, delivered.id, { status: 'Rejected', amountCents: 7_000 });

    const answer = await call(t.app, 'GET', `/api/travelers/${traveler.id}`, { token });
    expect(answer.status).toBe(200);
    const data = (answer.body as { data: Record<string, unknown> }).data;
    expect(data).toMatchObject({
      id: traveler.id,
      name: 'Mina Okafor',
      email: 'mina@example.test',
      country: 'United States',
      status: 'Active',
      // 125.50 + 20.00, less the processed 5.50; the cancelled order and the rejected refund
      // count for nothing.
      total_amount_spent: 140,
      last_order_at: '2026-01-20T10:00:00.000Z',
      created_at: expect.any(String),
    });
    expect(data.addresses).toEqual([
      {
        id: shipping.id,
        type: 'shipping',
        name: 'Home',
        country: 'United States',
        phone: '212-555-0199',
        address: '200 Kent Ave, Brooklyn, NY 11249',
        latitude: 40.7163,
        longitude: -73.965,
      },
    ]);
    const history = data.order as { id: number; partner_name: string; total_price: number }[];
    expect(history.map((order) => order.id)).toEqual([newest.id, delivered.id, expect.any(Number)]);
    expect(history[1]).toMatchObject({
      status: 'Delivered',
      partner_name: 'Nomad Threads',
      total_price: 125.5,
    });
  });

  it('answers a traveler without orders or addresses with empty lists and no spend', async () => {
    const token = await adminToken(t);
    const { traveler } = await givenTraveler(t.db);
    const answer = await call(t.app, 'GET', `/api/travelers/${traveler.id}`, { token });
    expect(answer.body).toMatchObject({
      data: { order: [], addresses: [], total_amount_spent: 0, last_order_at: null },
    });
  });

  it('answers 404 for an unknown or malformed id', async () => {
    const token = await adminToken(t);
    for (const id of ['999', 'abc', '0']) {
      const answer = await call(t.app, 'GET', `/api/travelers/${id}`, { token });
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({ message: 'Not Found.' });
    }
  });

  it('is for administrators only', async () => {
    const { traveler } = await givenTraveler(t.db);
    await expectAdminOnly(t, 'GET', `/api/travelers/${traveler.id}`);
  });
});

describe('DELETE /api/travelers/{id}', () => {
  it('deletes the account, and only that one, keeping its orders', async () => {
    const token = await adminToken(t);
    const { mina, bruno } = await givenThreeTravelers();
    const answer = await call(t.app, 'DELETE', `/api/travelers/${mina.id}`, { token });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ success: true, message: 'Traveler deleted successfully.' });
    const [account] = await t.db.select().from(users).where(eq(users.id, mina.userId));
    expect(account?.passwordHash).toBeNull();
    const kept = await t.db.select().from(orders).where(eq(orders.travelerId, mina.id));
    expect(kept.length).toBeGreaterThan(0);
    expect((await call(t.app, 'GET', `/api/travelers/${mina.id}`, { token })).status).toBe(404);
    expect((await call(t.app, 'GET', `/api/travelers/${bruno.id}`, { token })).status).toBe(200);
    expect(names(await list(token))).toEqual(['Ana Rossi', 'Bruno Silva']);
  });

  it('answers 404 for an unknown traveler, and for a second delete', async () => {
    const token = await adminToken(t);
    const { traveler } = await givenTraveler(t.db);
    expect((await call(t.app, 'DELETE', '/api/travelers/424242', { token })).status).toBe(404);
    await call(t.app, 'DELETE', `/api/travelers/${traveler.id}`, { token });
    const again = await call(t.app, 'DELETE', `/api/travelers/${traveler.id}`, { token });
    expect(again.status).toBe(404);
  });

  it('is for administrators only, and then deletes nothing', async () => {
    const { traveler } = await givenTraveler(t.db);
    await expectAdminOnly(t, 'DELETE', `/api/travelers/${traveler.id}`);
    expect(await t.db.select().from(travelers)).toHaveLength(1);
  });
});

async function statusesOf(...ids: number[]) {
  const rows = await t.db.select({ id: travelers.id, status: travelers.status }).from(travelers);
  return ids.map((id) => rows.find((row) => row.id === id)?.status);
}

describe('POST /api/travelers/bulk-update', () => {
  it('Deactivate suspends and Activate reactivates the chosen travelers only', async () => {
    const token = await adminToken(t);
    const { mina, bruno, ana } = await givenThreeTravelers();
    const deactivate = await call(t.app, 'POST', '/api/travelers/bulk-update', {
      token,
      json: { ids: [mina.id, ana.id, mina.id], status: 'Deactivate' },
    });
    expect(deactivate.status).toBe(200);
    expect(deactivate.body).toEqual({ success: true, message: '2 travelers suspended.' });
    expect(await statusesOf(mina.id, bruno.id, ana.id)).toEqual([
      'Suspended',
      'Suspended',
      'Suspended',
    ]);
    const activate = await call(t.app, 'POST', '/api/travelers/bulk-update', {
      token,
      json: { ids: [bruno.id], status: 'Activate' },
    });
    expect(activate.body).toEqual({ success: true, message: '1 traveler activated.' });
    expect(await statusesOf(mina.id, bruno.id, ana.id)).toEqual([
      'Suspended',
      'Active',
      'Suspended',
    ]);
  });

  it('refuses a status other than Activate or Deactivate, and changes nothing', async () => {
    const token = await adminToken(t);
    const { mina } = await givenThreeTravelers();
    for (const status of ['Suspended', 'activate', '']) {
      const answer = await call(t.app, 'POST', '/api/travelers/bulk-update', {
        token,
        json: { ids: [mina.id], status },
      });
      expect(answer.status).toBe(422);
      expect(answer.body).toMatchObject({ errors: { status: [expect.any(String)] } });
    }
    expect(await statusesOf(mina.id)).toEqual(['Active']);
  });

  it('refuses missing, empty or malformed ids', async () => {
    const token = await adminToken(t);
    for (const json of [{ status: 'Activate' }, { ids: [], status: 'Activate' }, { ids: 'x' }]) {
      const answer = await call(t.app, 'POST', '/api/travelers/bulk-update', { token, json });
      expect(answer.status).toBe(422);
      expect(answer.body).toMatchObject({ errors: { ids: [expect.any(String)] } });
    }
  });

  it('refuses an unknown id with 422 and leaves the known ones untouched', async () => {
    const token = await adminToken(t);
    const { mina } = await givenThreeTravelers();
    const answer = await call(t.app, 'POST', '/api/travelers/bulk-update', {
      token,
      json: { ids: [mina.id, 999_999], status: 'Deactivate' },
    });
    expect(answer.status).toBe(422);
    expect(answer.body).toEqual({
      message: 'The selected ids.1 is invalid.',
      errors: { 'ids.1': ['The selected ids.1 is invalid.'] },
    });
    expect(await statusesOf(mina.id)).toEqual(['Active']);
  });

  it('is for administrators only', async () => {
    const { traveler } = await givenTraveler(t.db);
    await expectAdminOnly(t, 'POST', '/api/travelers/bulk-update', {
      ids: [traveler.id],
      status: 'Deactivate',
    });
    expect(await statusesOf(traveler.id)).toEqual(['Active']);
  });
});

describe('POST /api/travelers/export', () => {
  it('answers the chosen travelers as a CSV attachment named after the day', async () => {
    const token = await adminToken(t);
    t.clock.at = Date.parse('2026-03-04T22:30:00Z');
    const { mina, ana, partner } = await givenThreeTravelers();
    await givenOrder(t.db, {
      travelerId: ana.id,
      partnerId: partner.id,
      status: 'Completed',
      totalCents: 4_250,
    });
    const answer = await call(t.app, 'POST', '/api/travelers/export', {
      token,
      json: { ids: [ana.id, mina.id] },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('Content-Type')).toBe('text/csv; charset=utf-8');
    expect(answer.headers.get('Content-Disposition')).toBe(
      `attachment; filename="travelers-2026-03-04.csv"; filename*=UTF-8''travelers-2026-03-04.csv`,
    );
    const lines = answer.text.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe(
      'ID,Name,Email,Phone,Country,Status,Orders,Total Spent,Last Active,Registered',
    );
    expect(lines[1]).toMatch(
      new RegExp(
        `^${mina.id},Mina Okafor,mina@example.test,718-555-0101,United States,Active,2,20.00,2026-01-02T03:04:05.000Z,`,
      ),
    );
    expect(lines[2]).toMatch(new RegExp(`^${ana.id},Ana Rossi,.*,Active,2,52.50,`));
    expect(lines).toHaveLength(4);
    expect(lines[3]).toBe('');
  });

  it('neutralises formulas and quotes commas, quotes and line breaks', async () => {
    const token = await adminToken(t);
    const dangerous = [
      '=HYPERLINK("http://evil.test")',
      '+1+2',
      '-3',
      '@SUM(A1)',
      '\tTabbed',
      '\rReturned',
      'Plain, "quoted"',
      'Two\nlines',
    ];
    const ids: number[] = [];
    for (const name of dangerous) ids.push((await givenTraveler(t.db, { name })).traveler.id);
    const answer = await call(t.app, 'POST', '/api/travelers/export', { token, json: { ids } });
    expect(answer.status).toBe(200);
    const nameCells = answer.text
      .replace(/^\uFEFF/, '')
      .split(/\r\n/)
      .slice(1, -1)
      .map((line) => line.slice(line.indexOf(',') + 1, line.indexOf(',traveler')));
    expect(nameCells).toEqual([
      `"'=HYPERLINK(""http://evil.test"")"`,
      "'+1+2",
      "'-3",
      "'@SUM(A1)",
      "'\tTabbed",
      `"'\rReturned"`,
      '"Plain, ""quoted"""',
      '"Two\nlines"',
    ]);
  });

  it('refuses missing or unknown ids with 422', async () => {
    const token = await adminToken(t);
    const { traveler } = await givenTraveler(t.db);
    const missing = await call(t.app, 'POST', '/api/travelers/export', { token, json: {} });
    expect(missing.status).toBe(422);
    expect(missing.body).toMatchObject({ errors: { ids: ['The ids field is required.'] } });
    const unknown = await call(t.app, 'POST', '/api/travelers/export', {
      token,
      json: { ids: [traveler.id, 777] },
    });
    expect(unknown.status).toBe(422);
    expect(unknown.body).toMatchObject({ errors: { 'ids.1': ['The selected ids.1 is invalid.'] } });
  });

  it('is for administrators only', async () => {
    const { traveler } = await givenTraveler(t.db);
    await expectAdminOnly(t, 'POST', '/api/travelers/export', { ids: [traveler.id] });
  });
});
