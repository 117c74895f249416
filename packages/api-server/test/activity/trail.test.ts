import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { listEndpoints } from '@packlight/api-types';
import { activity, partners } from '../../src/db/schema/index.ts';
import { adminToken, itAdmitsAdminsOnly } from '../helpers/access-checks.ts';
import { givenOrder } from '../helpers/commerce.ts';
import { givenPartner, givenRider, givenTraveler } from '../helpers/people.ts';
import { call, givenUser, signIn, useTestApp } from '../helpers/test-app.ts';

const t = useTestApp();

const entries = () => t.db.select().from(activity).orderBy(activity.id);

describe('activity: who may call', () => {
  itAdmitsAdminsOnly(t, [
    ['GET', '/api/activity'],
    ['GET', '/api/activity/export'],
  ]);
});

describe('the trail records each change with its actor', () => {
  it('records a suspension with who, what, which record, the status before and after', async () => {
    await givenUser(t.db, {
      email: 'camila@example.test',
      firstName: 'Camila',
      lastName: 'Patel',
      name: 'Camila Patel',
    });
    const token = await signIn(t.app, 'camila@example.test');
    const { partner } = await givenPartner(t.db, { businessName: 'Urban Threads' });
    const answer = await call(t.app, 'POST', '/api/partners/status-update', {
      token,
      json: { id: partner.id, status: 'suspended' },
    });
    expect(answer.status).toBe(200);

    const list = await call(
      t.app,
      'GET',
      `/api/activity?subject_type=partner&subject_id=${partner.id}`,
      { token },
    );
    expect(list.status).toBe(200);
    expect(list.body).toMatchObject({
      data: [
        {
          action: 'suspended',
          actor_name: 'Camila Patel',
          subject_type: 'partner',
          subject_id: partner.id,
          subject_label: 'Urban Threads',
          changes: { status: { before: 'Active', after: 'Suspended' } },
          ip: 'local',
        },
      ],
      meta: { current_page: 1, total: 1 },
    });
  });

  it('records sign-in and sign-out as the person who signed in', async () => {
    const user = await givenUser(t.db, { email: 'leo@example.test', name: 'Leo Adams' });
    const token = await signIn(t.app, 'leo@example.test');
    await call(t.app, 'POST', '/api/logout', { token });
    const rows = await entries();
    expect(rows.map((row) => [row.action, row.actorId, row.actorName])).toEqual([
      ['signed_in', user.id, 'Leo Adams'],
      ['signed_out', user.id, 'Leo Adams'],
    ]);
  });

  it('records an assignment with the rider it gave the order to', async () => {
    const token = await adminToken(t);
    const { rider } = await givenRider(t.db, { name: 'Rita Moss' });
    const { partner } = await givenPartner(t.db);
    const order = await givenOrder(t.db, { status: 'Pending', partnerId: partner.id });
    const answer = await call(t.app, 'POST', '/api/orders/assign-rider', {
      token,
      json: { order_id: order.id, rider_id: rider.id },
    });
    expect(answer.status).toBe(200);
    const [entry] = (await entries()).filter((row) => row.action === 'assigned');
    expect(entry).toMatchObject({
      subjectType: 'order',
      subjectId: order.id,
      subjectLabel: `#ORD-${order.id}`,
    });
    expect(entry?.changes).toEqual({ rider: { before: null, after: 'Rita Moss' } });
  });
});

describe('a bulk change', () => {
  it('records one entry per record it changed, and none for one already so', async () => {
    const token = await adminToken(t);
    const travelers = await Promise.all([1, 2, 3].map(() => givenTraveler(t.db)));
    const ids = travelers.map(({ traveler }) => traveler.id);
    await call(t.app, 'POST', '/api/travelers/bulk-update', {
      token,
      json: { ids: [ids[0]], status: 'Deactivate' },
    });
    const answer = await call(t.app, 'POST', '/api/travelers/bulk-update', {
      token,
      json: { ids, status: 'Deactivate' },
    });
    expect(answer.status).toBe(200);
    const suspended = (await entries()).filter((row) => row.action === 'suspended');
    expect(suspended.map((row) => row.subjectId).sort()).toEqual([...ids].sort());
  });
});

describe('an entry and its change commit together, or neither does', () => {
  it('a refused change leaves no entry', async () => {
    const token = await adminToken(t);
    const { partner } = await givenPartner(t.db, { status: 'Suspended' });
    const before = (await entries()).length;
    const answer = await call(t.app, 'POST', '/api/partners/status-update', {
      token,
      json: { id: partner.id, status: 'suspended' },
    });
    expect(answer.status).toBe(422);
    expect(await entries()).toHaveLength(before);
  });

  it('an entry that cannot be written undoes its change', async () => {
    const token = await adminToken(t);
    const { partner } = await givenPartner(t.db, { status: 'Active' });
    // The trail refuses this one action, as a full disk or a lost connection would.
    await t.db.execute(
      sql.raw(`alter table activity add constraint refuse_suspended check (action <> 'suspended')`),
    );
    try {
      const answer = await call(t.app, 'POST', '/api/partners/status-update', {
        token,
        json: { id: partner.id, status: 'suspended' },
      });
      expect(answer.status).toBe(500);
      const [row] = await t.db.select().from(partners).where(eq(partners.id, partner.id));
      expect(row?.status).toBe('Active');
    } finally {
      await t.db.execute(sql.raw('alter table activity drop constraint refuse_suspended'));
    }
  });
});

describe('the trail is append-only', () => {
  it('no call of the API changes or removes an entry', () => {
    const touching = listEndpoints().filter((endpoint) => endpoint.path.startsWith('/activity'));
    expect(touching.map((endpoint) => endpoint.method)).toEqual(['GET', 'GET']);
  });

  it('the database refuses to update or delete an entry', async () => {
    await adminToken(t);
    await expect(t.db.update(activity).set({ action: 'forged' })).rejects.toThrow();
    await expect(t.db.delete(activity)).rejects.toThrow();
    expect((await entries()).map((row) => row.action)).toEqual(['signed_in']);
  });

  it('outlives the record and the actor', async () => {
    const token = await adminToken(t);
    const { partner } = await givenPartner(t.db, { businessName: 'Gone Shop' });
    await call(t.app, 'POST', '/api/partners/status-update', {
      token,
      json: { id: partner.id, status: 'suspended' },
    });
    await t.db.delete(partners).where(eq(partners.id, partner.id));
    const list = await call(t.app, 'GET', '/api/activity?action=suspended', { token });
    expect(list.body).toMatchObject({ data: [{ subject_label: 'Gone Shop' }] });
  });
});

describe('GET /api/activity', () => {
  it('filters by actor, action and time, newest first, paged', async () => {
    const first = await givenUser(t.db, { email: 'a@example.test', name: 'Ann A' });
    await givenUser(t.db, { email: 'b@example.test', name: 'Ben B' });
    const tokenA = await signIn(t.app, 'a@example.test');
    const tokenB = await signIn(t.app, 'b@example.test');
    await signIn(t.app, 'a@example.test');

    const byA = await call(t.app, 'GET', `/api/activity?actor_id=${first.id}&per_page=1`, {
      token: tokenB,
    });
    expect(byA.body).toMatchObject({
      data: [{ actor_name: 'Ann A', action: 'signed_in' }],
      meta: { total: 2, per_page: 1, last_page: 2 },
    });
    const all = await call(t.app, 'GET', '/api/activity?action=signed_in', { token: tokenA });
    const names = (all.body as { data: { actor_name: string }[] }).data.map((e) => e.actor_name);
    expect(names).toEqual(['Ann A', 'Ben B', 'Ann A']);

    const future = await call(t.app, 'GET', '/api/activity?from=2999-01-01', { token: tokenA });
    expect(future.body).toMatchObject({ data: [], meta: { total: 0 } });
    const today = new Date().toISOString().slice(0, 10);
    const since = await call(t.app, 'GET', `/api/activity?from=${today}&to=${today}`, {
      token: tokenA,
    });
    expect((since.body as { data: unknown[] }).data).toHaveLength(3);
  });

  it('answers 422 under the field for a malformed filter', async () => {
    const token = await adminToken(t);
    const answer = await call(t.app, 'GET', '/api/activity?from=yesterday&subject_id=x', { token });
    expect(answer.status).toBe(422);
    expect(answer.body).toMatchObject({
      errors: {
        from: ['The from field must be a valid date.'],
        subject_id: ['The subject id field must be an integer.'],
      },
    });
  });

  it('exports the filtered entries as CSV', async () => {
    await givenUser(t.db, { email: 'csv@example.test', name: '=Formula Name' });
    const token = await signIn(t.app, 'csv@example.test');
    const answer = await call(t.app, 'GET', '/api/activity/export?action=signed_in', { token });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('Content-Type')).toContain('text/csv');
    const lines = answer.text.trim().split('\r\n');
    expect(lines[0]).toBe(
      'id,created_at,actor_id,actor_name,action,subject_type,subject_id,subject_label,changes,ip',
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(",'=Formula Name,signed_in,");
  });
});
