import { describe, expect, it } from 'vitest';
import { givenOrder, givenRefund } from '../helpers/commerce.ts';
import { givenPartner, givenTraveler } from '../helpers/people.ts';
import { signedInAs } from '../helpers/roles.ts';
import { call, useTestApp } from '../helpers/test-app.ts';

const t = useTestApp();

describe('GET /api/search and roles', () => {
  it("answers only the kinds the caller's role reads (D71)", async () => {
    const { partner } = await givenPartner(t.db, { businessName: 'Zephyr Wear' });
    const { traveler } = await givenTraveler(t.db, { name: 'Zephyr Lane' });
    const order = await givenOrder(t.db, { partnerId: partner.id, travelerId: traveler.id });
    await givenRefund(t.db, order.id);
    const search = async (key: string) => {
      const { token } = await signedInAs(t, key);
      const answer = await call(t.app, 'GET', '/api/search?query=zephyr&scope=all', { token });
      expect(answer.status).toBe(200);
      const groups = (answer.body as { data: Record<string, unknown[]> }).data;
      return Object.fromEntries(Object.entries(groups).map(([kind, hits]) => [kind, hits.length]));
    };
    const viewer = await search('viewer');
    expect(viewer).toMatchObject({ partners: 1, travelers: 1, orders: 1, refunds: 1 });
    // Support reads partners, travelers and orders, but not refunds.
    expect(await search('support')).toEqual({ ...viewer, refunds: 0 });
  });
});
