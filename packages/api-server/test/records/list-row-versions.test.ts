import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { etagOf, staleRecordMessage } from '@packlight/api-types';
import { travelers } from '../../src/db/schema/index.ts';
import { adminToken } from '../helpers/access-checks.ts';
import { givenOrder, givenProduct, givenRefund, givenTicket } from '../helpers/commerce.ts';
import { givenPartner, givenRider, givenTraveler } from '../helpers/people.ts';
import { call, useTestApp } from '../helpers/test-app.ts';

const t = useTestApp();

/** A listed row's `version`, found by id in the list's first page. */
async function listedVersion(token: string, list: string, id: number): Promise<number> {
  const answer = await call(t.app, 'GET', `${list}?per_page=100`, { token });
  expect(answer.status, list).toBe(200);
  const rows = (answer.body as { data: { id: number; version?: number }[] }).data;
  const row = rows.find((listed) => listed.id === id);
  expect(row, list).toBeDefined();
  expect(row?.version, list).toEqual(expect.any(Number));
  return row?.version ?? 0;
}

describe("A list row's version is its record's ETag (D55)", () => {
  it('lets a row action send it as If-Match, and refuses the same version once moved', async () => {
    const token = await adminToken(t);
    const { partner } = await givenPartner(t.db);
    const { rider } = await givenRider(t.db);
    const { rider: courier } = await givenRider(t.db, { availability: 'Online' });
    const { traveler, user: travelerUser } = await givenTraveler(t.db);
    const product = await givenProduct(t.db, partner.id, { status: 'Pending' });
    const order = await givenOrder(t.db, { partnerId: partner.id, status: 'Pending' });
    const refund = await givenRefund(t.db, order.id);
    const ticket = await givenTicket(t.db, travelerUser.id);
    const cases = [
      [
        '/api/partners',
        partner.id,
        `/api/partners/${partner.id}`,
        'POST',
        '/api/partners/status-update',
        { id: partner.id, status: 'suspended' },
      ],
      [
        '/api/riders',
        rider.id,
        `/api/riders/${rider.id}`,
        'POST',
        '/api/riders/status-update',
        { id: rider.id, status: 'suspended' },
      ],
      [
        '/api/travelers',
        traveler.id,
        `/api/travelers/${traveler.id}`,
        'POST',
        '/api/travelers/bulk-update',
        { ids: [traveler.id], status: 'Deactivate' },
      ],
      [
        '/api/products',
        product.id,
        `/api/products/${product.id}`,
        'POST',
        '/api/products/status-update',
        { id: product.id, status: 'accept' },
      ],
      [
        '/api/refunds',
        refund.id,
        `/api/refunds/${refund.id}`,
        'POST',
        '/api/refunds/status-update',
        { id: refund.id, status: 'Processed' },
      ],
      [
        '/api/orders',
        order.id,
        `/api/orders/${order.id}`,
        'POST',
        '/api/orders/assign-rider',
        { order_id: order.id, rider_id: courier.id },
      ],
      [
        '/api/support-tickets',
        ticket.id,
        `/api/support-tickets/${ticket.id}/messages`,
        'POST',
        `/api/support-tickets/${ticket.id}/status`,
        { status: 'Resolved' },
      ],
    ] as const;
    for (const [list, id, read, method, change, json] of cases) {
      const version = await listedVersion(token, list, id);
      const detail = await call(t.app, 'GET', read, { token });
      expect(detail.headers.get('ETag'), read).toBe(etagOf(version));

      const done = await call(t.app, method, change, {
        token,
        json,
        headers: { 'If-Match': etagOf(version) },
      });
      expect(done.status, change).toBe(200);
      const moved = await listedVersion(token, list, id);
      expect(moved, list).toBeGreaterThan(version);
      if (done.headers.has('ETag')) expect(done.headers.get('ETag'), change).toBe(etagOf(moved));

      // The same row action again from the row as it was first listed: someone else's change won.
      const stale = await call(t.app, method, change, {
        token,
        json,
        headers: { 'If-Match': etagOf(version) },
      });
      expect(stale.status, change).toBe(412);
      expect(stale.body, change).toEqual({ message: staleRecordMessage });
    }
  });

  it("deletes a traveler from its row's version, and refuses an older one with 412", async () => {
    const token = await adminToken(t);
    const { traveler } = await givenTraveler(t.db);
    const version = await listedVersion(token, '/api/travelers', traveler.id);
    await t.db.update(travelers).set({ country: 'Peru' }).where(eq(travelers.id, traveler.id));

    const stale = await call(t.app, 'DELETE', `/api/travelers/${traveler.id}`, {
      token,
      headers: { 'If-Match': etagOf(version) },
    });
    expect(stale.status).toBe(412);
    const current = await listedVersion(token, '/api/travelers', traveler.id);
    const deleted = await call(t.app, 'DELETE', `/api/travelers/${traveler.id}`, {
      token,
      headers: { 'If-Match': etagOf(current) },
    });
    expect(deleted.status).toBe(200);
    const gone = await call(t.app, 'GET', `/api/travelers/${traveler.id}`, { token });
    expect(gone.status).toBe(404);
  });

  it('ignores If-Match on a bulk change of several records, as before', async () => {
    const token = await adminToken(t);
    const { traveler: one } = await givenTraveler(t.db);
    const { traveler: two } = await givenTraveler(t.db);
    const answer = await call(t.app, 'POST', '/api/travelers/bulk-update', {
      token,
      json: { ids: [one.id, two.id], status: 'Deactivate' },
      headers: { 'If-Match': '"v999"' },
    });
    expect(answer.status).toBe(200);
  });
});
