import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { hashPassword } from '../../src/auth/password.ts';
import { partners, riders, travelers, users } from '../../src/db/schema/index.ts';
import { seedDemoData } from '../../src/seed/demo.ts';
import { call, givenUser, signIn, testPassword, useTestApp } from '../helpers/test-app.ts';

/**
 * Issue #17, item 7: suspending or rejecting an account ends its sessions at once and refuses
 * its sign-ins with a clear message; a partner whose application is pending cannot sign in yet.
 */
const t = useTestApp();

const suspended = 'This account is suspended. Contact Packlight support to restore it.';
const pending =
  'Your application is still under review. You can sign in once it has been approved.';

async function adminToken() {
  await givenUser(t.db, { email: 'standing-admin@example.test' });
  return signIn(t.app, 'standing-admin@example.test');
}

const login = (email: string) =>
  call(t.app, 'POST', '/api/login', { json: { email, password: testPassword } });

async function expectRefused(email: string, message: string) {
  const answer = await login(email);
  expect(answer.status).toBe(422);
  expect(answer.body).toEqual({ message, errors: { email: [message] } });
}

const stillSignedIn = async (token: string) =>
  (await call(t.app, 'GET', '/api/user', { token })).status === 200;

/** A seeded account of the given kind, given the test password so it can sign in. */
async function seededAccount(table: typeof riders | typeof travelers) {
  await seedDemoData(t.db, {
    counts: {
      travelers: 3,
      partners: 2,
      riders: 2,
      products: 2,
      orders: 2,
      refunds: 1,
      tickets: 1,
    },
  });
  const [row] = await t.db
    .select({ id: table.id, email: users.email, userId: users.id })
    .from(table)
    .innerJoin(users, eq(users.id, table.userId))
    .limit(1);
  await t.db
    .update(users)
    .set({ passwordHash: await hashPassword(testPassword) })
    .where(eq(users.id, row!.userId));
  await t.db.update(table).set({ status: 'Active' }).where(eq(table.id, row!.id));
  return row!;
}

describe('account standing', () => {
  it('a pending applicant cannot sign in; once accepted it can; once suspended its session ends', async () => {
    const admin = await adminToken();
    const email = 'applicant@example.test';
    const register = await call(t.app, 'POST', '/api/register', {
      json: {
        name: 'Iris Vale',
        email,
        password: testPassword,
        password_confirmation: testPassword,
        terms: true,
      },
    });
    expect(register.status).toBe(200);
    await expectRefused(email, pending);

    const id = (register.body as { data: { id: number } }).data.id;
    const decide = (status: string) =>
      call(t.app, 'POST', '/api/partners/status-update', { token: admin, json: { id, status } });
    expect((await decide('accept')).status).toBe(200);
    const token = await signIn(t.app, email);
    expect(await stillSignedIn(token)).toBe(true);

    expect((await decide('suspended')).status).toBe(200);
    expect(await stillSignedIn(token)).toBe(false);
    await expectRefused(email, suspended);
    // The administrator's own session is untouched.
    expect(await stillSignedIn(admin)).toBe(true);
  });

  it('a rejected applicant is refused as suspended', async () => {
    const admin = await adminToken();
    await givenUser(t.db, { type: 'partner', email: 'rejected@example.test' });
    const [user] = await t.db.select().from(users).where(eq(users.email, 'rejected@example.test'));
    const [partner] = await t.db
      .insert(partners)
      .values({ userId: user!.id, status: 'Pending' })
      .returning();
    const answer = await call(t.app, 'POST', '/api/partners/status-update', {
      token: admin,
      json: { id: partner!.id, status: 'reject' },
    });
    expect(answer.status).toBe(200);
    await expectRefused('rejected@example.test', suspended);
  });

  it('a suspended rider loses its sessions and cannot sign in again', async () => {
    const admin = await adminToken();
    const rider = await seededAccount(riders);
    const token = await signIn(t.app, rider.email);
    const answer = await call(t.app, 'POST', '/api/riders/status-update', {
      token: admin,
      json: { id: rider.id, status: 'suspended' },
    });
    expect(answer.status).toBe(200);
    expect(await stillSignedIn(token)).toBe(false);
    await expectRefused(rider.email, suspended);
  });

  it('a deactivated traveler loses its sessions and cannot sign in again', async () => {
    const admin = await adminToken();
    const traveler = await seededAccount(travelers);
    const token = await signIn(t.app, traveler.email);
    const answer = await call(t.app, 'POST', '/api/travelers/bulk-update', {
      token: admin,
      json: { ids: [traveler.id], status: 'Deactivate' },
    });
    expect(answer.status).toBe(200);
    expect(await stillSignedIn(token)).toBe(false);
    await expectRefused(traveler.email, suspended);
  });
});
