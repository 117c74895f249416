import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { recordChangedEvent, staleRecordMessage } from '@packlight/api-types';
import { partners, refunds, supportTickets } from '../../src/db/schema/index.ts';
import { createRecordingBroadcaster } from '../../src/realtime/index.ts';
import { adminToken } from '../helpers/access-checks.ts';
import { givenOrder, givenProduct, givenRefund, givenTicket } from '../helpers/commerce.ts';
import { givenPartner, givenRider, givenTraveler } from '../helpers/people.ts';
import { call, useTestApp } from '../helpers/test-app.ts';

const broadcaster = createRecordingBroadcaster();
const t = useTestApp({ broadcaster });
afterEach(() => {
  broadcaster.published.length = 0;
});

const etagOf = async (token: string, path: string) => {
  const answer = await call(t.app, 'GET', path, { token });
  expect(answer.status).toBe(200);
  const etag = answer.headers.get('ETag');
  expect(etag).toMatch(/^"v\d+"$/);
  return etag as string;
};

const suspend = (token: string, id: number, ifMatch?: string) =>
  call(t.app, 'POST', '/api/partners/status-update', {
    token,
    json: { id, status: 'suspended' },
    headers: ifMatch === undefined ? {} : { 'If-Match': ifMatch },
  });

describe('ETag and If-Match on a record (D55)', () => {
  it('answers a record with an ETag that moves with every change', async () => {
    const token = await adminToken(t);
    const { partner } = await givenPartner(t.db);
    const before = await etagOf(token, `/api/partners/${partner.id}`);
    const changed = await suspend(token, partner.id, before);
    expect(changed.status).toBe(200);
    const after = changed.headers.get('ETag');
    expect(after).not.toBe(before);
    expect(await etagOf(token, `/api/partners/${partner.id}`)).toBe(after);
  });

  it('refuses a status action whose If-Match is stale with 412 and changes nothing', async () => {
    const token = await adminToken(t);
    const { partner } = await givenPartner(t.db);
    const read = await etagOf(token, `/api/partners/${partner.id}`);
    // Someone else edits the record meanwhile (a request-less change moves the version too).
    await t.db.update(partners).set({ businessName: 'Renamed' }).where(eq(partners.id, partner.id));

    const stale = await suspend(token, partner.id, read);
    expect(stale.status).toBe(412);
    expect(stale.body).toEqual({ message: staleRecordMessage });
    const [row] = await t.db.select().from(partners).where(eq(partners.id, partner.id));
    expect(row?.status).toBe('Active');
    expect(broadcaster.published).toEqual([]);
  });

  it('changes the record as before when the call sends no If-Match', async () => {
    const token = await adminToken(t);
    const { partner } = await givenPartner(t.db);
    await t.db.update(partners).set({ businessName: 'Renamed' }).where(eq(partners.id, partner.id));
    expect((await suspend(token, partner.id)).status).toBe(200);
  });

  it('accepts `*` and a list that names the current version; refuses a malformed one', async () => {
    const token = await adminToken(t);
    const { partner } = await givenPartner(t.db);
    const current = await etagOf(token, `/api/partners/${partner.id}`);
    expect((await suspend(token, partner.id, `"v999", ${current}`)).status).toBe(200);
    expect((await suspend(token, partner.id, 'not-an-etag')).status).toBe(412);
    const accept = await call(t.app, 'POST', '/api/partners/status-update', {
      token,
      json: { id: partner.id, status: 'accept' },
      headers: { 'If-Match': '*' },
    });
    expect(accept.status).toBe(200);
  });

  it('answers 404 for an unknown record before any precondition', async () => {
    const token = await adminToken(t);
    expect((await suspend(token, 4242, '"v1"')).status).toBe(404);
  });

  it('gives two racing status actions from one version one outcome', async () => {
    const token = await adminToken(t);
    const { partner } = await givenPartner(t.db);
    const read = await etagOf(token, `/api/partners/${partner.id}`);
    const [first, second] = await Promise.all([
      suspend(token, partner.id, read),
      call(t.app, 'POST', '/api/partners/status-update', {
        token,
        json: { id: partner.id, status: 'suspended' },
        headers: { 'If-Match': read },
      }),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 412]);
    const announced = broadcaster.published.filter((event) => event.event === recordChangedEvent);
    expect(announced).toHaveLength(1);
  });

  it('refuses a stale edit of a partner and keeps the other edit', async () => {
    const token = await adminToken(t);
    const { partner } = await givenPartner(t.db, { businessName: 'First' });
    const read = await etagOf(token, `/api/partners/${partner.id}`);
    await t.db.update(partners).set({ businessName: 'Theirs' }).where(eq(partners.id, partner.id));
    const form = new FormData();
    for (const [name, value] of Object.entries({
      businessName: 'Mine',
      email: 'owner@shop.test',
      phone: '212-456-7890',
      ownerName: 'Iris Vale',
      address: '10 Bedford Ave, Brooklyn',
      businesstype: 'Outdoor wear',
      tax_id: '987654321',
    }))
      form.set(name, value);
    const stale = await call(t.app, 'POST', `/api/partner/update/${partner.id}`, {
      token,
      body: form,
      headers: { 'If-Match': read },
    });
    expect(stale.status).toBe(412);
    const [row] = await t.db.select().from(partners).where(eq(partners.id, partner.id));
    expect(row?.businessName).toBe('Theirs');
  });
});

describe('If-Match on every record type (D55)', () => {
  it('refuses a stale status action on riders, products, orders, refunds and tickets', async () => {
    const token = await adminToken(t);
    const { rider } = await givenRider(t.db);
    const { rider: courier } = await givenRider(t.db, { availability: 'Online' });
    const { partner } = await givenPartner(t.db);
    const { user: travelerUser } = await givenTraveler(t.db);
    const product = await givenProduct(t.db, partner.id, { status: 'Pending' });
    const order = await givenOrder(t.db, { partnerId: partner.id, status: 'Pending' });
    const refund = await givenRefund(t.db, order.id);
    const ticket = await givenTicket(t.db, travelerUser.id);
    const cases = [
      [
        `/api/riders/${rider.id}`,
        '/api/riders/status-update',
        { id: rider.id, status: 'suspended' },
      ],
      [
        `/api/products/${product.id}`,
        '/api/products/status-update',
        { id: product.id, status: 'accept' },
      ],
      [
        `/api/orders/${order.id}`,
        '/api/orders/assign-rider',
        { order_id: order.id, rider_id: courier.id },
      ],
      [
        `/api/refunds/${refund.id}`,
        '/api/refunds/status-update',
        { id: refund.id, status: 'Processed' },
      ],
      [
        `/api/support-tickets/${ticket.id}/messages`,
        `/api/support-tickets/${ticket.id}/status`,
        { status: 'Resolved' },
      ],
    ] as const;
    for (const [read, change, json] of cases) {
      const etag = await etagOf(token, read);
      const stale = `"v${Number(/\d+/.exec(etag)?.[0]) + 7}"`;
      const refused = await call(t.app, 'POST', change, {
        token,
        json,
        headers: { 'If-Match': stale },
      });
      expect(refused.status, change).toBe(412);
      const done = await call(t.app, 'POST', change, {
        token,
        json,
        headers: { 'If-Match': etag },
      });
      expect(done.status, change).toBe(200);
      expect(done.headers.get('ETag'), change).not.toBe(etag);
    }
    const [refundRow] = await t.db.select().from(refunds).where(eq(refunds.id, refund.id));
    expect(refundRow?.status).toBe('Processed');
    const [ticketRow] = await t.db
      .select()
      .from(supportTickets)
      .where(eq(supportTickets.id, ticket.id));
    expect(ticketRow?.status).toBe('Resolved');
  });
});

describe('record.changed on the admin channel (D56)', () => {
  it('announces a change with its actor and fields, except to the caller socket', async () => {
    const token = await adminToken(t, 'camila@admin.test');
    const { partner } = await givenPartner(t.db);
    const answer = await call(t.app, 'POST', '/api/partners/status-update', {
      token,
      json: { id: partner.id, status: 'suspended' },
      headers: { 'X-Socket-ID': '12.34' },
    });
    expect(answer.status).toBe(200);
    expect(broadcaster.published).toContainEqual(
      expect.objectContaining({
        // Every built-in role reads partners; each role's admins hear on its channel (D71).
        channels: [1, 2, 3, 4, 5, 6].map((role) => `private-admin.role.${role}`),
        event: recordChangedEvent,
        exceptSocketId: '12.34',
        payload: expect.objectContaining({
          type: 'partner',
          id: partner.id,
          action: 'changed',
          fields: ['status'],
          version: Number(/\d+/.exec(answer.headers.get('ETag') ?? '')?.[0]),
        }),
      }),
    );
  });
});
