import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders, riders } from '../../src/db/schema/index.ts';
import { adminToken, itAdmitsAdminsOnly } from '../helpers/access-checks.ts';
import { dataOf, listOf, type Json } from '../helpers/answers.ts';
import { givenOrder, givenProduct } from '../helpers/commerce.ts';
import { givenPartner, givenRider, givenTraveler } from '../helpers/people.ts';
import { call, useTestApp } from '../helpers/test-app.ts';

const t = useTestApp();

const idsOf = (body: unknown) => listOf(body).map((row) => row.id);

/** A Brooklyn traveler's order of two parkas and a tee from Nomad Threads. */
async function givenMarket(status = 'Pending', riderId: number | null = null) {
  const { partner, user: owner } = await givenPartner(t.db, {
    name: 'Iris Vale',
    businessName: 'Nomad Threads',
  });
  const { traveler, user: travelerUser } = await givenTraveler(t.db, {
    name: 'Mina Park',
    withAddresses: true,
  });
  const parka = await givenProduct(t.db, partner.id, { name: 'Packable parka' });
  const tee = await givenProduct(t.db, partner.id, { name: 'Merino tee' });
  const order = await givenOrder(t.db, {
    travelerId: traveler.id,
    partnerId: partner.id,
    riderId,
    status,
    lines: [
      { productId: parka.id, name: 'Packable parka', priceCents: 18900, quantity: 2 },
      { productId: tee.id, name: 'Merino tee', priceCents: 2800, quantity: 1 },
    ],
  });
  return { partner, owner, traveler, travelerUser, order };
}

async function riderOf(orderId: number) {
  const [row] = await t.db
    .select({ riderId: orders.riderId, status: orders.status })
    .from(orders)
    .where(eq(orders.id, orderId));
  return row;
}

describe('orders: who may call', () => {
  itAdmitsAdminsOnly(t, [
    ['GET', '/api/orders'],
    ['GET', '/api/orders/1'],
    ['POST', '/api/orders/assign-rider'],
  ]);
});

describe('GET /api/orders', () => {
  it('lists orders with the flat name and photo helpers, in dollars', async () => {
    const token = await adminToken(t);
    const { rider, user: riderUser } = await givenRider(t.db, { name: 'Sam Rider' });
    const { order, travelerUser } = await givenMarket('Shipped', rider.id);

    const answer = await call(t.app, 'GET', '/api/orders', { token });
    expect(answer.status).toBe(200);
    expect(listOf(answer.body)).toEqual([
      expect.objectContaining({
        id: order.id,
        status: 'Shipped',
        total_price: 411.99,
        subtotal: 406,
        shipping: 5.99,
        items_count: 3,
        traveler_name: 'Mina Park',
        traveler_photo: travelerUser.profilePhoto,
        partner_name: 'Nomad Threads',
        rider_name: 'Sam Rider',
        rider: expect.objectContaining({ id: rider.id, email: riderUser.email }),
      }),
    ]);
  });

  it('lists each order with the fields and values of its detail, whole list or page', async () => {
    const token = await adminToken(t);
    const { rider } = await givenRider(t.db, { name: 'Sam Rider' });
    await t.db.update(riders).set({ latitude: 40.712776, longitude: -74.005974 });
    const markets = [await givenMarket('Shipped', rider.id), await givenMarket('Pending')];
    const whole = listOf((await call(t.app, 'GET', '/api/orders?sort=id', { token })).body);
    const page = listOf((await call(t.app, 'GET', '/api/orders?sort=id&page=1', { token })).body);
    expect(page).toEqual(whole);
    for (const [index, { order }] of markets.entries()) {
      const detail = await call(t.app, 'GET', `/api/orders/${order.id}`, { token });
      const { items, transactions, traveler, partner, ...listed } = dataOf(detail.body);
      expect([items, transactions, traveler, partner]).not.toContain(undefined);
      expect(whole[index]).toEqual(listed);
    }
    expect(whole[0]).toMatchObject({ rider: { latitude: 40.712776, longitude: -74.005974 } });
  });

  it('searches by order number and party names, filters by status and sorts', async () => {
    const token = await adminToken(t);
    const { rider } = await givenRider(t.db, { name: 'Sam Rider' });
    const first = await givenMarket('Pending');
    const second = await givenMarket('Delivered', rider.id);

    const byNumber = await call(t.app, 'GET', `/api/orders?search=%23ORD-${second.order.id}`, {
      token,
    });
    expect(idsOf(byNumber.body)).toEqual([second.order.id]);
    const byRider = await call(t.app, 'GET', '/api/orders?search=sam', { token });
    expect(idsOf(byRider.body)).toEqual([second.order.id]);
    const byTraveler = await call(t.app, 'GET', '/api/orders?search=mina', { token });
    expect(idsOf(byTraveler.body)).toHaveLength(2);
    const pending = await call(t.app, 'GET', '/api/orders?status=pending', { token });
    expect(idsOf(pending.body)).toEqual([first.order.id]);
    const oldestFirst = await call(t.app, 'GET', '/api/orders?sort=id', { token });
    expect(idsOf(oldestFirst.body)).toEqual([first.order.id, second.order.id]);
    const newestFirst = await call(t.app, 'GET', '/api/orders?sort=id&dir=desc', { token });
    expect(idsOf(newestFirst.body)).toEqual([second.order.id, first.order.id]);
    const paged = await call(t.app, 'GET', '/api/orders?page=1&per_page=1', { token });
    expect((paged.body as { meta: Json }).meta).toMatchObject({ total: 2, last_page: 2 });
  });

  it('splits orders into Pending (no rider), Closed (done with) and Assigned (the rest, D43)', async () => {
    const token = await adminToken(t);
    const { rider } = await givenRider(t.db, { name: 'Sam Rider' });
    const waiting = await givenMarket('Pending');
    const pendingWithRider = await givenMarket('Pending', rider.id);
    const cancelled = await givenMarket('Cancelled');
    const delivered = await givenMarket('Delivered', rider.id);

    const pending = await call(t.app, 'GET', '/api/orders?assignment=pending&page=1', { token });
    expect(idsOf(pending.body)).toEqual([waiting.order.id]);
    expect((pending.body as { meta: Json }).meta).toMatchObject({ total: 1 });
    const assigned = await call(t.app, 'GET', '/api/orders?assignment=assigned&sort=id', {
      token,
    });
    // A cancelled order without a rider is never among the assigned ones.
    expect(idsOf(assigned.body)).toEqual([pendingWithRider.order.id]);
    const closed = await call(t.app, 'GET', '/api/orders?assignment=closed&sort=id', { token });
    expect(idsOf(closed.body)).toEqual([cancelled.order.id, delivered.order.id]);
    const assignedPending = await call(
      t.app,
      'GET',
      '/api/orders?assignment=assigned&status=Pending',
      { token },
    );
    expect(idsOf(assignedPending.body)).toEqual([pendingWithRider.order.id]);

    const wrong = await call(t.app, 'GET', '/api/orders?assignment=everyone', { token });
    expect(wrong.status).toBe(422);
    expect(wrong.body).toMatchObject({
      errors: { assignment: ['The selected assignment is invalid.'] },
    });
  });
});

describe('GET /api/orders/{id}', () => {
  it('shows items, payments, both parties with addresses, and no rider while unassigned', async () => {
    const token = await adminToken(t);
    const { order, owner } = await givenMarket('Pending');

    const answer = await call(t.app, 'GET', `/api/orders/${order.id}`, { token });
    expect(answer.status).toBe(200);
    const data = dataOf(answer.body);
    expect(data).toMatchObject({
      id: order.id,
      rider: null,
      contact_name: 'Front desk',
      transactions: [],
      items: [
        { product_name: 'Packable parka', price: 189, quantity: 2, total: 378 },
        { product_name: 'Merino tee', price: 28, quantity: 1, total: 28 },
      ],
      traveler: {
        name: 'Mina Park',
        address: '200 Kent Ave, Brooklyn',
        latitude: 40.7163,
        addresses: [
          { type: 'shipping', address: '200 Kent Ave, Brooklyn' },
          { type: 'billing', address: '11 Wall St, New York' },
        ],
      },
      partner: { name: 'Iris Vale', business_name: 'Nomad Threads', email: owner.email },
    });
  });

  it('shows the payment and the rider of an assigned order', async () => {
    const token = await adminToken(t);
    const { rider } = await givenRider(t.db, { name: 'Sam Rider' });
    const { order } = await givenMarket('Delivered', rider.id);
    const data = dataOf((await call(t.app, 'GET', `/api/orders/${order.id}`, { token })).body);
    expect(data.transactions).toEqual([
      expect.objectContaining({ payment_method: 'Visa •••• 4242', amount: 411.99, fee: 1.25 }),
    ]);
    expect(data.rider).toMatchObject({ id: rider.id, name: 'Sam Rider', vehicle_type: 'Bike' });
  });

  it('answers 404 for an unknown order', async () => {
    const token = await adminToken(t);
    expect((await call(t.app, 'GET', '/api/orders/4242', { token })).status).toBe(404);
  });
});

describe('POST /api/orders/assign-rider', () => {
  const assign = (token: string, json: unknown) =>
    call(t.app, 'POST', '/api/orders/assign-rider', { token, json });

  it('gives a pending order to an active rider', async () => {
    const token = await adminToken(t);
    const { rider } = await givenRider(t.db, { name: 'Sam Rider' });
    const { order } = await givenMarket('Pending');

    const answer = await assign(token, { order_id: order.id, rider_id: rider.id });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      success: true,
      message: 'Rider assigned successfully',
      data: { id: order.id, rider: { id: rider.id }, rider_name: 'Sam Rider' },
    });
    expect(await riderOf(order.id)).toEqual({ riderId: rider.id, status: 'Processing' });
  });

  it('refuses an order that has a rider or is no longer Pending, and changes nothing', async () => {
    const token = await adminToken(t);
    const { rider: first } = await givenRider(t.db);
    const { rider: second } = await givenRider(t.db);
    const taken = (await givenMarket('Pending', first.id)).order;
    const shipped = (await givenMarket('Shipped')).order;

    const again = await assign(token, { order_id: taken.id, rider_id: second.id });
    expect(again.status).toBe(422);
    expect(again.body).toMatchObject({ errors: { order_id: ['This order already has a rider.'] } });
    expect(await riderOf(taken.id)).toEqual({ riderId: first.id, status: 'Pending' });

    const late = await assign(token, { order_id: shipped.id, rider_id: second.id });
    expect(late.status).toBe(422);
    expect(late.body).toMatchObject({
      message: 'Only a Pending order can be given a rider; this one is Shipped.',
    });
    expect(await riderOf(shipped.id)).toEqual({ riderId: null, status: 'Shipped' });
  });

  it('refuses a suspended or unknown rider, and changes nothing', async () => {
    const token = await adminToken(t);
    const { rider } = await givenRider(t.db, { status: 'Suspended' });
    const { order } = await givenMarket('Pending');

    const suspended = await assign(token, { order_id: order.id, rider_id: rider.id });
    expect(suspended.status).toBe(422);
    expect(suspended.body).toMatchObject({
      errors: { rider_id: ['This rider is suspended and cannot take orders.'] },
    });
    const unknown = await assign(token, { order_id: order.id, rider_id: 9999 });
    expect(unknown.status).toBe(422);
    expect(unknown.body).toMatchObject({
      errors: { rider_id: ['The selected rider id is invalid.'] },
    });
    expect(await riderOf(order.id)).toEqual({ riderId: null, status: 'Pending' });
  });

  it('answers 404 for an unknown order and 422 for a bad payload', async () => {
    const token = await adminToken(t);
    const { rider } = await givenRider(t.db);
    expect((await assign(token, { order_id: 4242, rider_id: rider.id })).status).toBe(404);
    const bad = await assign(token, { order_id: 'first' });
    expect(bad.status).toBe(422);
    expect(bad.body).toMatchObject({
      errors: {
        order_id: ['The order id field must be an integer.'],
        rider_id: ['The rider id field is required.'],
      },
    });
  });
});
