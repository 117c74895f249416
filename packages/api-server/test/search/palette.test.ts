import { beforeEach, describe, expect, it } from 'vitest';
import { recordNumber } from '../../src/search/record-hits.ts';
import { adminToken } from '../helpers/access-checks.ts';
import { givenOrder, givenProduct, givenRefund, givenTicket } from '../helpers/commerce.ts';
import { givenPartner, givenTraveler } from '../helpers/people.ts';
import { call, useTestApp } from '../helpers/test-app.ts';

const t = useTestApp();

type Hits = { id: number }[];
interface AllGroups {
  partners: Hits;
  travelers: Hits;
  riders: Hits;
  products: (Hits[number] & { name: string; product_code: string })[];
  orders: (Hits[number] & { status: string; traveler_name: string | null })[];
  refunds: (Hits[number] & { refund_code: string })[];
  tickets: (Hits[number] & { ticket_code: string; subject: string })[];
}

let token: string | undefined;

async function search(query: string, scope?: string) {
  token ??= await adminToken(t);
  const params = new URLSearchParams({ query, ...(scope ? { scope } : {}) });
  return call(t.app, 'GET', `/api/search?${params}`, { token });
}

async function searchAll(query: string) {
  const answer = await search(query, 'all');
  expect(answer.status).toBe(200);
  return (answer.body as { data: AllGroups }).data;
}

const idsOf = (hits: Hits) => hits.map((hit) => hit.id);

describe('GET /api/search?scope=all (the command palette)', () => {
  // Each test starts on an empty database, admin included.
  beforeEach(() => {
    token = undefined;
  });

  it('reads a record number with or without its prefix and zeros', () => {
    expect(recordNumber('1599', ['ord'])).toBe(1599);
    expect(recordNumber('#ORD-1599', ['ord', 'odr'])).toBe(1599);
    expect(recordNumber('ord 1599', ['ord'])).toBe(1599);
    expect(recordNumber('RF-00070', ['rf'])).toBe(70);
    expect(recordNumber('#RF-00070', ['rf'])).toBe(70);
    expect(recordNumber('tck-42', ['tck'])).toBe(42);
    expect(recordNumber('RF-00070', ['ord'])).toBeNull();
    expect(recordNumber('15a', ['ord'])).toBeNull();
    expect(recordNumber('0', ['ord'])).toBeNull();
    expect(recordNumber('99999999999', ['ord'])).toBeNull();
  });

  it('finds an order, a refund and a ticket by number', async () => {
    const { partner } = await givenPartner(t.db, { businessName: 'Atlas Wear' });
    const { traveler, user } = await givenTraveler(t.db, { name: 'Wren Okafor' });
    const order = await givenOrder(t.db, { partnerId: partner.id, travelerId: traveler.id });
    const refund = await givenRefund(t.db, order.id, { refundCode: 'RF-08070' });
    const ticket = await givenTicket(t.db, user.id, { ticketCode: 'TCK-08042' });

    const byOrder = await searchAll(`#ORD-${order.id}`);
    expect(byOrder.orders).toEqual([
      expect.objectContaining({ id: order.id, status: 'Pending', traveler_name: 'Wren Okafor' }),
    ]);
    expect(idsOf((await searchAll(String(order.id))).orders)).toEqual([order.id]);
    expect(idsOf((await searchAll('RF-08070')).refunds)).toEqual([refund.id]);
    expect(idsOf((await searchAll('8070')).refunds)).toEqual([refund.id]);
    expect((await searchAll('tck 8042')).tickets).toEqual([
      expect.objectContaining({ id: ticket.id, ticket_code: 'TCK-08042' }),
    ]);
    // A number no record has finds none of those kinds.
    const none = await searchAll('#ORD-2000000000');
    expect([none.orders, none.refunds, none.tickets]).toEqual([[], [], []]);
  });

  it('finds products by name and tickets by subject, with the spec groups as before', async () => {
    const { partner } = await givenPartner(t.db, { businessName: 'Quokka Goods' });
    const { user } = await givenTraveler(t.db, { name: 'Ada Lind' });
    const product = await givenProduct(t.db, partner.id, { name: 'Quokka rain shell' });
    const ticket = await givenTicket(t.db, user.id, { subject: 'Quokka zipper broke' });

    const all = await searchAll('quokka');
    expect(all.products).toEqual([expect.objectContaining({ id: product.id })]);
    expect(idsOf(all.tickets)).toEqual([ticket.id]);
    expect(idsOf(all.partners)).toEqual([partner.id]);

    // Without the scope the answer is the spec's three groups, and nothing else.
    const answer = await search('quokka');
    expect(answer.status).toBe(200);
    expect(Object.keys((answer.body as { data: object }).data).sort()).toEqual([
      'partners',
      'riders',
      'travelers',
    ]);
  });

  it('answers seven empty groups for blank text', async () => {
    const all = await searchAll('  ');
    expect(all).toEqual({
      partners: [],
      travelers: [],
      riders: [],
      products: [],
      orders: [],
      refunds: [],
      tickets: [],
    });
  });

  it('refuses an unknown scope with 422', async () => {
    const answer = await search('a', 'everything');
    expect(answer.status).toBe(422);
    expect(answer.body).toEqual({
      message: 'The selected scope is invalid.',
      errors: { scope: ['The selected scope is invalid.'] },
    });
  });
});
