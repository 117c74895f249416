import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { refunds, transactions } from '../../src/db/schema/index.ts';
import { adminToken, itAdmitsAdminsOnly } from '../helpers/access-checks.ts';
import { dataOf, listOf } from '../helpers/answers.ts';
import { givenOrder, givenRefund } from '../helpers/commerce.ts';
import { givenPartner, givenRider, givenTraveler } from '../helpers/people.ts';
import { call, useTestApp } from '../helpers/test-app.ts';

const t = useTestApp();

const idsOf = (body: unknown) => listOf(body).map((row) => row.id);

/** A delivered order of a parka ($189 + $5.99 shipping) and a refund asked on it. */
async function givenRefundCase(
  fields: { traveler?: string; business?: string; status?: 'Pending' | 'Processed' } = {},
) {
  const { partner } = await givenPartner(t.db, {
    businessName: fields.business ?? 'Nomad Threads',
  });
  const { traveler } = await givenTraveler(t.db, {
    name: fields.traveler ?? 'Mina Park',
    withAddresses: true,
  });
  const { rider } = await givenRider(t.db, { name: 'Sam Rider' });
  const order = await givenOrder(t.db, {
    travelerId: traveler.id,
    partnerId: partner.id,
    riderId: rider.id,
    status: 'Delivered',
    lines: [{ productId: null, name: 'Parka', priceCents: 18900, quantity: 1 }],
  });
  const refund = await givenRefund(t.db, order.id, {
    amountCents: 18900,
    status: fields.status ?? 'Pending',
  });
  return { order, refund, rider };
}

async function stored(refundId: number, orderId: number) {
  const [refund] = await t.db
    .select({ status: refunds.status, decidedAt: refunds.decidedAt })
    .from(refunds)
    .where(eq(refunds.id, refundId));
  const payments = await t.db
    .select({ amount: transactions.amountCents, status: transactions.status })
    .from(transactions)
    .where(eq(transactions.orderId, orderId));
  return { refund, payments };
}

describe('refunds: who may call', () => {
  itAdmitsAdminsOnly(t, [
    ['GET', '/api/refunds'],
    ['GET', '/api/refunds/1'],
    ['POST', '/api/refunds/status-update'],
  ]);
});

describe('GET /api/refunds', () => {
  it('lists refunds with order, traveler and partner names, in dollars', async () => {
    const token = await adminToken(t);
    const { order, refund } = await givenRefundCase();
    const answer = await call(t.app, 'GET', '/api/refunds', { token });
    expect(answer.status).toBe(200);
    expect(listOf(answer.body)).toEqual([
      expect.objectContaining({
        id: refund.id,
        refund_id: refund.refundCode,
        orderId: order.id,
        status: 'Pending',
        amount: 189,
        reason: 'Arrived torn',
        order: expect.objectContaining({
          traveler_name: 'Mina Park',
          partner_name: 'Nomad Threads',
        }),
        traveler: expect.objectContaining({ name: 'Mina Park' }),
        partner: expect.objectContaining({ business_name: 'Nomad Threads' }),
      }),
    ]);
  });

  it('searches by refund, order and names, and filters by status', async () => {
    const token = await adminToken(t);
    const mina = await givenRefundCase({ traveler: 'Mina Park' });
    const leo = await givenRefundCase({
      traveler: 'Leo Grant',
      business: 'Harbor Wool',
      status: 'Processed',
    });
    const search = async (text: string) =>
      idsOf((await call(t.app, 'GET', `/api/refunds?search=${text}`, { token })).body);
    expect(await search('leo')).toEqual([leo.refund.id]);
    expect(await search('harbor')).toEqual([leo.refund.id]);
    expect(await search(mina.refund.refundCode)).toEqual([mina.refund.id]);
    expect(await search(`ORD-${mina.order.id}`)).toEqual([mina.refund.id]);
    const processed = await call(t.app, 'GET', '/api/refunds?status=processed', { token });
    expect(idsOf(processed.body)).toEqual([leo.refund.id]);
    const byName = await call(t.app, 'GET', '/api/refunds?sort=traveler_name', { token });
    expect(idsOf(byName.body)).toEqual([leo.refund.id, mina.refund.id]);
  });
});

describe('GET /api/refunds/{id}', () => {
  it('shows evidence, the whole order with items and rider, and both parties', async () => {
    const token = await adminToken(t);
    const { refund, rider } = await givenRefundCase();
    const answer = await call(t.app, 'GET', `/api/refunds/${refund.id}`, { token });
    expect(answer.status).toBe(200);
    expect(dataOf(answer.body)).toMatchObject({
      id: refund.id,
      images: [{ image_path: expect.stringMatching(/^\/storage\/demo\/evidence-/) }],
      order: {
        items: [{ product_name: 'Parka', total: 189 }],
        rider: { id: rider.id, name: 'Sam Rider' },
        transactions: [{ amount: 194.99 }],
      },
      traveler: { name: 'Mina Park', addresses: [{ type: 'shipping' }, { type: 'billing' }] },
      partner: { business_name: 'Nomad Threads' },
    });
  });

  it('answers 404 for an unknown refund', async () => {
    const token = await adminToken(t);
    expect((await call(t.app, 'GET', '/api/refunds/77', { token })).status).toBe(404);
  });
});

describe('POST /api/refunds/status-update', () => {
  const decide = (token: string, json: unknown) =>
    call(t.app, 'POST', '/api/refunds/status-update', { token, json });

  it('approves a pending refund and records the payout on the order', async () => {
    const token = await adminToken(t);
    const { refund, order } = await givenRefundCase();
    const answer = await decide(token, { id: refund.id, status: 'Processed' });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      success: true,
      message: 'Refund processed successfully!',
      data: { id: refund.id, status: 'Processed' },
    });
    const after = await stored(refund.id, order.id);
    expect(after.refund?.status).toBe('Processed');
    expect(after.refund?.decidedAt).toBeInstanceOf(Date);
    expect(after.payments).toContainEqual({ amount: -18900, status: 'Refunded' });
  });

  it('rejects a pending refund without paying anything', async () => {
    const token = await adminToken(t);
    const { refund, order } = await givenRefundCase();
    const answer = await decide(token, { id: refund.id, status: 'Rejected' });
    expect(answer.body).toMatchObject({ message: 'Refund rejected successfully!' });
    const after = await stored(refund.id, order.id);
    expect(after.refund?.status).toBe('Rejected');
    expect(after.payments).toEqual([{ amount: 19499, status: 'Completed' }]);
  });

  it('refuses to decide a refund twice, and changes nothing', async () => {
    const token = await adminToken(t);
    const { refund, order } = await givenRefundCase({ status: 'Processed' });
    const before = await stored(refund.id, order.id);
    const answer = await decide(token, { id: refund.id, status: 'Rejected' });
    expect(answer.status).toBe(422);
    expect(answer.body).toMatchObject({
      message: 'This refund is already Processed; only a Pending refund can be decided.',
    });
    expect(await stored(refund.id, order.id)).toEqual(before);
  });

  it('answers 404 for an unknown refund and 422 for a status it does not know', async () => {
    const token = await adminToken(t);
    const { refund } = await givenRefundCase();
    expect((await decide(token, { id: 77, status: 'Processed' })).status).toBe(404);
    const bad = await decide(token, { id: refund.id, status: 'Pending' });
    expect(bad.status).toBe(422);
    expect(bad.body).toMatchObject({ errors: { status: ['The selected status is invalid.'] } });
  });
});
