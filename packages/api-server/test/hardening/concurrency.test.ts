import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  orders,
  partners,
  refunds,
  riders,
  transactions,
  users,
} from '../../src/db/schema/index.ts';
import { seedDemoData } from '../../src/seed/demo.ts';
import { call, givenUser, signIn, useTestApp, type Answer } from '../helpers/test-app.ts';

/**
 * Every check-then-write path, hit by N parallel requests: exactly one wins, every other one is a
 * 422 on the field at fault (never a 500), and the data agrees with the winner. The requests run
 * on separate connections at once.
 */
const t = useTestApp();

const statusesOf = (answers: Answer[]) => answers.map((answer) => answer.status).sort();
const winners = (answers: Answer[]) => answers.filter((answer) => answer.status === 200);

function expectOneWinner(answers: Answer[], field: string) {
  expect(statusesOf(answers), answers.map((a) => a.text.slice(0, 120)).join('\n')).toEqual([
    200,
    ...Array.from({ length: answers.length - 1 }, () => 422),
  ]);
  for (const answer of answers.filter((a) => a.status === 422)) {
    expect(Object.keys((answer.body as { errors: object }).errors)).toEqual([field]);
  }
}

async function adminToken() {
  await givenUser(t.db, { email: 'race-admin@example.test' });
  return signIn(t.app, 'race-admin@example.test');
}

async function seeded() {
  await seedDemoData(t.db, {
    counts: {
      travelers: 6,
      partners: 3,
      riders: 4,
      products: 6,
      orders: 40,
      refunds: 3,
      tickets: 1,
    },
  });
  return adminToken();
}

const inParallel = <T>(n: number, make: (index: number) => Promise<T>) =>
  Promise.all(Array.from({ length: n }, (_, index) => make(index)));

describe('check-then-write paths under parallel requests', () => {
  // Three: sign-up allows three an hour per email (decisions.md D41).
  it('3 sign-ups with one email: one account, 2 answers that the email is taken', async () => {
    const answers = await inParallel(3, (index) =>
      call(t.app, 'POST', '/api/register', {
        json: {
          name: `Racer ${index}`,
          email: 'same@example.test',
          password: 'correct horse battery staple',
          password_confirmation: 'correct horse battery staple',
          terms: true,
        },
      }),
    );
    expectOneWinner(answers, 'email');
    const taken = answers.find((answer) => answer.status === 422)?.body;
    expect(taken).toMatchObject({ errors: { email: ['The email has already been taken.'] } });
    const [row] = await t.db
      .select({ n: count() })
      .from(users)
      .where(eq(users.email, 'same@example.test'));
    expect(row?.n).toBe(1);
  });

  it.each([
    [
      'partner',
      '/api/partner/store',
      {
        businessName: 'Nomad Threads',
        phone: '212-456-7890',
        ownerName: 'Iris Vale',
        address: '10 Bedford Ave, Brooklyn',
        latitude: '40.71',
        longitude: '-73.96',
        businesstype: 'Outdoor wear',
        tax_id: '987654321',
      },
    ],
    [
      'rider',
      '/api/riders/store',
      {
        first_name: 'Sam',
        last_name: 'Rivera',
        phone: '718-555-0199',
        address: '5 Court St, Brooklyn',
        latitude: '40.69',
        longitude: '-73.99',
        insurance_expire_date: '2030-06-30',
        assigned_region: 'Queens,Brooklyn',
        vehicle_type: 'Scooter',
        vehicle_name: 'Vespa Elettrica',
        license_plate: 'SCT-4242',
      },
    ],
  ])(
    '10 %s stores with one email: one account, 9 answers on the email',
    async (_, path, fields) => {
      const token = await adminToken();
      const answers = await inParallel(10, () => {
        const form = new FormData();
        for (const [key, value] of Object.entries({ ...fields, email: 'one@example.test' })) {
          form.append(key, value);
        }
        return call(t.app, 'POST', path, { token, body: form });
      });
      expectOneWinner(answers, 'email');
      const [row] = await t.db
        .select({ n: count() })
        .from(users)
        .where(eq(users.email, 'one@example.test'));
      expect(row?.n).toBe(1);
    },
  );

  it('20 partner decisions at once: each action applies at most once, in an order the rules allow', async () => {
    const token = await seeded();
    await t.db.update(partners).set({ status: 'Pending' }).where(eq(partners.id, 1));
    const actions = ['accept', 'reject'] as const;
    const answers = await inParallel(20, (index) =>
      call(t.app, 'POST', '/api/partners/status-update', {
        token,
        json: { id: 1, status: actions[index % 2] },
      }),
    );
    expect(answers.every((answer) => answer.status === 200 || answer.status === 422)).toBe(true);
    const won = (action: string) =>
      answers.filter((answer, index) => answer.status === 200 && actions[index % 2] === action)
        .length;
    // Pending -> Suspended (reject) may be followed by Suspended -> Active (accept), never the
    // other way round; neither can apply twice.
    expect(won('accept')).toBeLessThanOrEqual(1);
    expect(won('reject')).toBeLessThanOrEqual(1);
    expect(won('accept') + won('reject')).toBeGreaterThanOrEqual(1);
    const [partner] = await t.db.select().from(partners).where(eq(partners.id, 1));
    expect(partner?.status).toBe(won('accept') ? 'Active' : 'Suspended');
  });

  it('20 rider status changes at once from Active: one suspends, 19 answers that it is suspended', async () => {
    const token = await seeded();
    await t.db.update(riders).set({ status: 'Active' }).where(eq(riders.id, 1));
    const answers = await inParallel(20, () =>
      call(t.app, 'POST', '/api/riders/status-update', {
        token,
        json: { id: 1, status: 'suspended' },
      }),
    );
    expectOneWinner(answers, 'status');
    const [rider] = await t.db.select().from(riders).where(eq(riders.id, 1));
    expect(rider?.status).toBe('Suspended');
  });

  it('4 riders assigned to one order at once: one gets it, 3 answers on the order', async () => {
    const token = await seeded();
    await t.db.update(riders).set({ status: 'Active' });
    await t.db.update(orders).set({ status: 'Pending', riderId: null }).where(eq(orders.id, 1));
    const answers = await inParallel(4, (index) =>
      call(t.app, 'POST', '/api/orders/assign-rider', {
        token,
        json: { order_id: 1, rider_id: index + 1 },
      }),
    );
    expectOneWinner(answers, 'order_id');
    const won = answers.indexOf(winners(answers)[0]!);
    const [order] = await t.db.select().from(orders).where(eq(orders.id, 1));
    expect(order?.riderId).toBe(won + 1);
  });

  it('20 refund decisions at once: one decides, and a payout is recorded at most once', async () => {
    const token = await seeded();
    const [refund] = await t.db.select().from(refunds).limit(1);
    await t.db
      .update(refunds)
      .set({ status: 'Pending', decidedAt: null })
      .where(eq(refunds.id, refund!.id));
    const payouts = async () =>
      (
        await t.db
          .select({ n: count() })
          .from(transactions)
          .where(eq(transactions.orderId, refund!.orderId))
      )[0]?.n ?? 0;
    const before = await payouts();
    const decisions = ['Processed', 'Rejected'] as const;
    const answers = await inParallel(20, (index) =>
      call(t.app, 'POST', '/api/refunds/status-update', {
        token,
        json: { id: refund!.id, status: decisions[index % 2] },
      }),
    );
    expectOneWinner(answers, 'status');
    const decided = decisions[answers.indexOf(winners(answers)[0]!) % 2];
    const [after] = await t.db.select().from(refunds).where(eq(refunds.id, refund!.id));
    expect(after?.status).toBe(decided);
    expect(await payouts()).toBe(before + (decided === 'Processed' ? 1 : 0));
  });
});
