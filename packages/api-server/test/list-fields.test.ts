import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { orderItems, orders, partners, users } from '../src/db/schema/index.ts';
import { adminToken } from './helpers/access-checks.ts';
import { listOf, type Json } from './helpers/answers.ts';
import { givenOrder, givenProduct, givenRefund, givenTicket } from './helpers/commerce.ts';
import { givenPartner, givenRider, givenTraveler } from './helpers/people.ts';
import { call, useTestApp } from './helpers/test-app.ts';

// The lists search and sort on fields the database keeps on each list's own row (migration
// 0008): the names of the people on it, a partner's sales, a rider's current orders, an order's
// items count. These tests change the source rows and read the lists back.

const t = useTestApp();

let token: string | undefined;
beforeEach(() => {
  token = undefined;
});

async function list(path: string): Promise<Json[]> {
  token ??= await adminToken(t);
  const answer = await call(t.app, 'GET', path, { token });
  expect(answer.status).toBe(200);
  return listOf(answer.body);
}

const ids = (rows: Json[]) => rows.map((row) => row.id);

describe('list fields kept by the database', () => {
  it('finds orders, refunds, products and tickets by a person’s new name, not the old one', async () => {
    const { partner, user: owner } = await givenPartner(t.db, {
      name: 'Iris Vale',
      businessName: 'Nomad Threads',
    });
    const { traveler, user: travelerUser } = await givenTraveler(t.db, { name: 'Olive Stone' });
    const { rider, user: riderUser } = await givenRider(t.db, { name: 'Remy Quill' });
    const order = await givenOrder(t.db, {
      partnerId: partner.id,
      travelerId: traveler.id,
      riderId: rider.id,
      status: 'Delivered',
    });
    const refund = await givenRefund(t.db, order.id);
    const product = await givenProduct(t.db, partner.id);
    const ticket = await givenTicket(t.db, travelerUser.id);

    await t.db.update(users).set({ name: 'Rafa Zephyr' }).where(eq(users.id, riderUser.id));
    await t.db.update(users).set({ name: 'Olga Zinn' }).where(eq(users.id, travelerUser.id));
    await t.db
      .update(partners)
      .set({ businessName: 'Zulu Outfitters' })
      .where(eq(partners.id, partner.id));
    await t.db.update(users).set({ phone: '646-777-1234' }).where(eq(users.id, owner.id));

    expect(ids(await list('/api/orders?search=zephyr&page=1'))).toEqual([order.id]);
    expect(await list('/api/orders?search=quill&page=1')).toEqual([]);
    expect(ids(await list('/api/orders?search=zulu&page=1'))).toEqual([order.id]);
    expect(ids(await list('/api/refunds?search=olga zinn&page=1'))).toEqual([refund.id]);
    expect(ids(await list('/api/refunds?search=zulu&page=1'))).toEqual([refund.id]);
    expect(ids(await list('/api/products?search=zulu&page=1'))).toEqual([product.id]);
    expect(ids(await list('/api/support-tickets?search=zinn&page=1'))).toEqual([ticket.id]);
    expect(await list('/api/support-tickets?search=stone&page=1')).toEqual([]);
    expect(ids(await list('/api/partners?search=646-777&page=1'))).toEqual([partner.id]);
    const [row] = await list(`/api/orders?search=${encodeURIComponent(`#ORD-${order.id}`)}&page=1`);
    expect(row).toMatchObject({
      traveler_name: 'Olga Zinn',
      partner_name: 'Zulu Outfitters',
      rider_name: 'Rafa Zephyr',
    });
  });

  it('matches one and two characters as substrings, whatever their case', async () => {
    const { partner } = await givenPartner(t.db, { name: 'Ann Lee', businessName: 'Qx Wear' });
    const other = await givenPartner(t.db, { name: 'Bo Dunn', businessName: 'Field Co' });
    expect(ids(await list('/api/partners?search=Q&page=1'))).toEqual([partner.id]);
    expect(ids(await list('/api/partners?search=xW&page=1'))).toEqual([]);
    expect(ids(await list('/api/partners?search=x%20w&page=1'))).toEqual([partner.id]);
    expect(ids(await list('/api/partners?search=un&page=1'))).toEqual([other.partner.id]);
    expect(ids(await list('/api/partners?search=%25&page=1'))).toEqual([]);
  });

  it('sorts partners on sales of orders that reached the traveler, kept as orders change', async () => {
    const small = await givenPartner(t.db, {});
    const big = await givenPartner(t.db, {});
    await givenOrder(t.db, { partnerId: small.partner.id, totalCents: 5_000, status: 'Delivered' });
    const bigOrder = await givenOrder(t.db, {
      partnerId: big.partner.id,
      totalCents: 9_000,
      status: 'Processing',
    });
    const sorted = (rows: Json[]) => rows.map((row) => [row.id, row.total_sales]);
    // An order on its way is not a sale yet (D11).
    expect(sorted(await list('/api/partners?sort=total_sales&dir=desc&page=1'))).toEqual([
      [small.partner.id, 50],
      [big.partner.id, 0],
    ]);
    await t.db.update(orders).set({ status: 'Completed' }).where(eq(orders.id, bigOrder.id));
    expect(sorted(await list('/api/partners?sort=total_sales&dir=desc&page=1'))).toEqual([
      [big.partner.id, 90],
      [small.partner.id, 50],
    ]);
    await t.db.update(orders).set({ status: 'Cancelled' }).where(eq(orders.id, bigOrder.id));
    expect(sorted(await list('/api/partners?sort=total_sales&dir=desc&page=1'))).toEqual([
      [small.partner.id, 50],
      [big.partner.id, 0],
    ]);
    await t.db.delete(orders).where(eq(orders.partnerId, small.partner.id));
    expect(sorted(await list('/api/partners?sort=total_sales&dir=asc&page=1'))).toEqual([
      [small.partner.id, 0],
      [big.partner.id, 0],
    ]);
  });

  it('sorts riders on their unfinished orders and orders on their items, kept as they change', async () => {
    const { partner } = await givenPartner(t.db, {});
    const busy = await givenRider(t.db, {});
    const idle = await givenRider(t.db, {});
    const carried = await givenOrder(t.db, {
      partnerId: partner.id,
      riderId: busy.rider.id,
      status: 'In Transit',
      quantity: 3,
    });
    const done = await givenOrder(t.db, {
      partnerId: partner.id,
      riderId: idle.rider.id,
      status: 'Delivered',
    });
    const counts = (rows: Json[]) => rows.map((row) => [row.id, row.current_assigned_orders]);
    expect(counts(await list('/api/riders?sort=current_assigned_orders&dir=desc&page=1'))).toEqual([
      [busy.rider.id, 1],
      [idle.rider.id, 0],
    ]);
    await t.db.update(orders).set({ status: 'Delivered' }).where(eq(orders.id, carried.id));
    // Equal counts: the lower id first, as the sort is ascending.
    expect(counts(await list('/api/riders?sort=current_assigned_orders&dir=asc&page=1'))).toEqual([
      [busy.rider.id, 0],
      [idle.rider.id, 0],
    ]);

    const items = (rows: Json[]) => rows.map((row) => [row.id, row.items_count]);
    expect(items(await list('/api/orders?sort=items_count&dir=desc&page=1'))).toEqual([
      [carried.id, 3],
      [done.id, 1],
    ]);
    await t.db.insert(orderItems).values({
      orderId: done.id,
      productName: 'Wool scarf',
      priceCents: 2_000,
      quantity: 4,
      totalCents: 8_000,
    });
    expect(items(await list('/api/orders?sort=items_count&dir=desc&page=1'))).toEqual([
      [done.id, 5],
      [carried.id, 3],
    ]);
  });

  it('breaks ties on the id in the sort’s direction', async () => {
    const first = await givenPartner(t.db, { status: 'Pending' });
    const second = await givenPartner(t.db, { status: 'Pending' });
    expect(ids(await list('/api/partners?sort=status&dir=asc&page=1'))).toEqual([
      first.partner.id,
      second.partner.id,
    ]);
    expect(ids(await list('/api/partners?sort=status&dir=desc&page=1'))).toEqual([
      second.partner.id,
      first.partner.id,
    ]);
  });

  it('sorts a search’s matches on their people’s new name, email and phone', async () => {
    // Three letters or more, with few matches: the matches are collected and sorted on the
    // copies of their user's columns each list row keeps (migration 0020), not on users.
    const alpha = await givenTraveler(t.db, {
      name: 'Ysolde Alpha',
      email: 'ysolde.a@example.test',
      phone: '212-555-0001',
    });
    const beta = await givenTraveler(t.db, {
      name: 'Ysolde Beta',
      email: 'ysolde.b@example.test',
      phone: '212-555-0002',
    });
    const owners = [
      await givenPartner(t.db, { name: 'Ysolde Alpha', email: 'ysolde.pa@example.test' }),
      await givenPartner(t.db, { name: 'Ysolde Beta', email: 'ysolde.pb@example.test' }),
    ];
    const riders = [
      await givenRider(t.db, { name: 'Ysolde Alpha', email: 'ysolde.ra@example.test' }),
      await givenRider(t.db, { name: 'Ysolde Beta', email: 'ysolde.rb@example.test' }),
    ];
    const sorted = async (path: string, sort: string) =>
      ids(await list(`/api/${path}?search=ysolde&sort=${sort}&dir=asc&page=1`));
    expect(await sorted('travelers', 'name')).toEqual([alpha.traveler.id, beta.traveler.id]);

    // Each first person now sorts last on every column.
    const renames = [
      {
        id: alpha.user.id,
        name: 'Ysolde Zed',
        email: 'ysolde.z@example.test',
        phone: '212-555-0009',
      },
      { id: owners[0]!.user.id, name: 'Ysolde Zed', email: 'ysolde.pz@example.test' },
      { id: riders[0]!.user.id, name: 'Ysolde Zed', email: 'ysolde.rz@example.test' },
    ];
    for (const { id, ...fields } of renames) {
      await t.db.update(users).set(fields).where(eq(users.id, id));
    }
    for (const sort of ['name', 'email', 'phone']) {
      expect(await sorted('travelers', sort)).toEqual([beta.traveler.id, alpha.traveler.id]);
    }
    for (const sort of ['name', 'email']) {
      expect(await sorted('partners', sort)).toEqual(owners.map((o) => o.partner.id).reverse());
      expect(await sorted('riders', sort)).toEqual(riders.map((r) => r.rider.id).reverse());
    }
  });
});
