import { count, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { maxId, maxIdsPerCall } from '@packlight/api-types';
import { partners, travelers, users } from '../../src/db/schema/index.ts';
import { seedDemoData } from '../../src/seed/demo.ts';
import { call, givenUser, signIn, useTestApp } from '../helpers/test-app.ts';

/**
 * The root causes of the fuzz run's former 500s, one request each: text Postgres cannot store, ids outside
 * the serial range or not written as digits, query keys named like object properties, and id
 * lists longer than a statement can bind.
 */
const t = useTestApp();

const nul = 'Ada\u0000Lovelace';
const loneSurrogate = 'Ada \ud800 Lovelace';
const signUp = (name: string, email = 'ada@example.test') => ({
  name,
  email,
  password: 'correct horse battery staple',
  password_confirmation: 'correct horse battery staple',
  terms: true,
});

async function admin(): Promise<string> {
  await givenUser(t.db, { email: 'root@example.test' });
  return signIn(t.app, 'root@example.test');
}

const expectLaravel422 = (answer: { status: number; body: unknown }, field: string) => {
  expect(answer.status).toBe(422);
  expect(answer.body).toMatchObject({
    message: expect.any(String),
    errors: { [field]: [expect.any(String)] },
  });
};

describe('text Postgres cannot store', () => {
  it.each([
    ['a NUL character', nul],
    ['a lone UTF-16 surrogate', loneSurrogate],
  ])('in a sign-up name (%s) is a 422 on the name, and no account is made', async (_, name) => {
    const answer = await call(t.app, 'POST', '/api/register', { json: signUp(name) });
    expectLaravel422(answer, 'name');
    expect((answer.body as { errors: Record<string, string[]> }).errors.name).toEqual([
      'The name field contains characters that are not allowed.',
    ]);
    const [row] = await t.db.select({ n: count() }).from(users);
    expect(row?.n).toBe(0);
  });

  it('in a search is a 422 on the search', async () => {
    const token = await admin();
    for (const list of ['travelers', 'partners', 'riders', 'orders', 'products', 'refunds']) {
      expectLaravel422(await call(t.app, 'GET', `/api/${list}?search=%00`, { token }), 'search');
    }
  });

  it('in a multipart form field is a 422 on that field', async () => {
    const token = await admin();
    const form = new FormData();
    form.set('businessName', 'Shop\u0000');
    const answer = await call(t.app, 'POST', '/api/partner/store', { token, body: form });
    expectLaravel422(answer, 'businessName');
  });

  it('in a JSON key is a 422 naming the key with the character replaced', async () => {
    const answer = await call(t.app, 'POST', '/api/forgot-password', {
      json: { email: 'a@example.test', 'x\u0000': 1 },
    });
    expectLaravel422(answer, 'x?');
  });

  it('nested past the limit is a 422 on the request, not a stack overflow', async () => {
    const deep = `${'['.repeat(32_000)}"x"${']'.repeat(32_000)}`;
    const answer = await call(t.app, 'POST', '/api/forgot-password', {
      body: `{"email": ${deep}}`,
      headers: { 'Content-Type': 'application/json' },
    });
    expectLaravel422(answer, 'request');
  });
});

describe('ids', () => {
  beforeEach(async () => {
    await seedDemoData(t.db, {
      counts: {
        travelers: 20,
        partners: 3,
        riders: 3,
        products: 3,
        orders: 3,
        refunds: 1,
        tickets: 1,
      },
    });
  });

  it('beyond the serial range or not written in digits name no record (404)', async () => {
    const token = await admin();
    for (const id of [
      String(maxId + 1),
      '99999999999999999999',
      '0x10',
      '1e1',
      '+1',
      '01',
      '%00',
    ]) {
      for (const path of [`/api/travelers/${id}`, `/api/orders/${id}`, `/api/partners/${id}`]) {
        const answer = await call(t.app, 'GET', path, { token });
        expect(answer.status, path).toBe(404);
        expect(answer.body).toEqual({ message: 'Not Found.' });
      }
    }
    expect((await call(t.app, 'GET', '/api/travelers/16', { token })).status).toBe(200);
  });

  it('beyond the serial range in a body is a 422 on that field', async () => {
    const token = await admin();
    const big = maxId + 1;
    expectLaravel422(
      await call(t.app, 'POST', '/api/orders/assign-rider', {
        token,
        json: { order_id: big, rider_id: 1 },
      }),
      'order_id',
    );
    expectLaravel422(
      await call(t.app, 'POST', '/api/orders/assign-rider', {
        token,
        json: { order_id: 1, rider_id: String(big) },
      }),
      'rider_id',
    );
    expectLaravel422(
      await call(t.app, 'POST', '/api/partners/status-update', {
        token,
        json: { id: big, status: 'Active' },
      }),
      'id',
    );
    expectLaravel422(
      await call(t.app, 'POST', '/api/support-tickets/messages', {
        token,
        json: { ticket_id: big, message: 'hi' },
      }),
      'ticket_id',
    );
    expectLaravel422(
      await call(t.app, 'POST', '/api/travelers/bulk-update', {
        token,
        json: { ids: [1, big], status: 'Active' },
      }),
      'ids.1',
    );
  });

  it(`over ${maxIdsPerCall} in one bulk call is one clear 422, and nothing changes`, async () => {
    const token = await admin();
    const ids = Array.from({ length: 70_000 }, (_, index) => (index % 20) + 1);
    const [before] = await t.db
      .select({ n: count() })
      .from(travelers)
      .where(eq(travelers.status, 'Suspended'));
    const suspendedBefore = before?.n;
    for (const path of ['/api/travelers/export', '/api/travelers/bulk-update']) {
      const answer = await call(t.app, 'POST', path, {
        token,
        json: { ids, status: 'Deactivate' },
      });
      expect(answer.status, path).toBe(422);
      expect(answer.body).toEqual({
        message: `The ids field must not have more than ${maxIdsPerCall} items.`,
        errors: { ids: [`The ids field must not have more than ${maxIdsPerCall} items.`] },
      });
    }
    const [suspended] = await t.db
      .select({ n: count() })
      .from(travelers)
      .where(eq(travelers.status, 'Suspended'));
    expect(suspended?.n).toBe(suspendedBefore);
  });

  it(`up to ${maxIdsPerCall} in one bulk call are served`, async () => {
    const token = await admin();
    const ids = Array.from({ length: maxIdsPerCall }, (_, index) => (index % 20) + 1);
    const answer = await call(t.app, 'POST', '/api/travelers/export', { token, json: { ids } });
    expect(answer.status).toBe(200);
    expect(answer.text.trim().split('\n')).toHaveLength(21);
  });
});

describe('query keys named like object properties', () => {
  it.each(['constructor', 'toString', 'valueOf', 'hasOwnProperty', '__proto__'])(
    '?%s=1 is read as an ordinary unknown key',
    async (key) => {
      const redirect = await call(t.app, 'GET', `/api/social/google/redirect?${key}=1`);
      expect(redirect.status).toBeLessThan(500);
      const search = await call(t.app, 'GET', `/api/travelers?${key}=1&${key}=2`, {
        token: await admin(),
      });
      expect(search.status).toBe(200);
      const [partnerCount] = await t.db.select({ n: count() }).from(partners);
      expect(partnerCount?.n).toBe(0);
    },
  );
});
