import { count, eq, isNotNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders, travelers, users } from '../../src/db/schema/index.ts';
import { seedDemoData } from '../../src/seed/demo.ts';
import { call, givenUser, signIn, useTestApp } from '../helpers/test-app.ts';

/**
 * Deleting a traveler ends the account but never rewrites history: partners' sales and revenue,
 * the dashboard's figures and the orders themselves stay exactly as they were.
 */
const t = useTestApp();

async function setUp() {
  await seedDemoData(t.db, {
    counts: {
      travelers: 8,
      partners: 3,
      riders: 2,
      products: 6,
      orders: 60,
      refunds: 3,
      tickets: 1,
    },
  });
  await givenUser(t.db, { email: 'history-admin@example.test' });
  const token = await signIn(t.app, 'history-admin@example.test');
  const [buyer] = await t.db
    .select({ travelerId: orders.travelerId, partnerId: orders.partnerId, orderId: orders.id })
    .from(orders)
    .where(eq(orders.status, 'Delivered'))
    .limit(1);
  return { token, ...buyer! };
}

describe('DELETE /travelers/{id}', () => {
  it("changes no past figure: partners' sales and revenue, the dashboard, the orders", async () => {
    const { token, travelerId, partnerId, orderId } = await setUp();
    const get = async (path: string) => {
      const answer = await call(t.app, 'GET', path, { token });
      expect(answer.status, path).toBe(200);
      return answer.body;
    };
    const figures = async () => ({
      partner: await get(`/api/partners/${partnerId}`),
      partners: await get('/api/partners'),
      top: await get('/api/dashboard/topPartners'),
      order: await get(`/api/orders/${orderId}`),
      orders: await get('/api/orders'),
      refunds: await get('/api/refunds'),
    });
    const [{ email } = { email: '' }] = await t.db
      .select({ email: users.email })
      .from(travelers)
      .innerJoin(users, eq(users.id, travelers.userId))
      .where(eq(travelers.id, travelerId));
    // The order still names its traveler; only the contact address of the ended account is gone.
    const before = JSON.parse(
      JSON.stringify(await figures()).replaceAll(
        email,
        `deleted-traveler-${travelerId}@deleted.invalid`,
      ),
    );
    const travelersBefore = (await get('/api/travelers?page=1')) as { meta: { total: number } };

    const removed = await call(t.app, 'DELETE', `/api/travelers/${travelerId}`, { token });
    expect(removed.status).toBe(200);

    expect(await figures()).toEqual(before);
    // The traveler itself is gone from every list, count and lookup.
    const travelersAfter = (await get('/api/travelers?page=1')) as { meta: { total: number } };
    expect(travelersAfter.meta.total).toBe(travelersBefore.meta.total - 1);
    expect((await get('/api/travelers')) as { data: { id: number }[] }).not.toContainEqual(
      expect.objectContaining({ id: travelerId }),
    );
    expect((await call(t.app, 'GET', `/api/travelers/${travelerId}`, { token })).status).toBe(404);
    expect((await call(t.app, 'DELETE', `/api/travelers/${travelerId}`, { token })).status).toBe(
      404,
    );
    const bulk = await call(t.app, 'POST', '/api/travelers/bulk-update', {
      token,
      json: { ids: [travelerId], status: 'Activate' },
    });
    expect(bulk.status).toBe(422);
  });

  it('frees the address and ends the sessions of the deleted account', async () => {
    const { token, travelerId } = await setUp();
    const [traveler] = await t.db
      .select({ email: users.email })
      .from(travelers)
      .innerJoin(users, eq(users.id, travelers.userId))
      .where(eq(travelers.id, travelerId));
    await call(t.app, 'DELETE', `/api/travelers/${travelerId}`, { token });
    const [deleted] = await t.db
      .select({ n: count() })
      .from(travelers)
      .where(isNotNull(travelers.deletedAt));
    expect(deleted?.n).toBe(1);
    const [holder] = await t.db
      .select({ n: count() })
      .from(users)
      .where(eq(users.email, traveler!.email));
    expect(holder?.n).toBe(0);
  });
});
