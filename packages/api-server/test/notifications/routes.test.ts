import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { notifications } from '../../src/db/schema/index.ts';
import { expectAdminOnly } from '../helpers/access-checks.ts';
import { givenNotification, givenOrder, givenRefund } from '../helpers/commerce.ts';
import { givenPartner, givenRider, givenTraveler } from '../helpers/people.ts';
import { call, givenUser, signIn, useTestApp } from '../helpers/test-app.ts';

const t = useTestApp();

async function twoAdmins() {
  const ada = await givenUser(t.db);
  const bob = await givenUser(t.db, { email: 'bob@example.test', firstName: 'Bob' });
  return { ada, bob, token: await signIn(t.app, ada.email) };
}

async function readAtOf(id: string) {
  const [row] = await t.db
    .select({ readAt: notifications.readAt })
    .from(notifications)
    .where(eq(notifications.id, id));
  return row?.readAt;
}

describe('GET /api/notifications', () => {
  it("answers the user's unread notifications, newest first, in Laravel's shape", async () => {
    const { ada, bob, token } = await twoAdmins();
    const older = await givenNotification(t.db, ada.id, {
      data: { title: 'Older', message: 'First', url: null },
      createdAt: new Date('2026-01-01T00:00:00Z'),
    });
    const newer = await givenNotification(t.db, ada.id, {
      data: { title: 'Newer', message: 'Second', url: '/orders' },
      createdAt: new Date('2026-01-02T00:00:00Z'),
    });
    await givenNotification(t.db, ada.id, { readAt: new Date() });
    await givenNotification(t.db, bob.id);

    const answer = await call(t.app, 'GET', '/api/notifications', { token });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      data: [
        {
          id: newer.id,
          type: 'App\\Notifications\\TestNotice',
          data: { title: 'Newer', message: 'Second', url: '/orders' },
          read_at: null,
          created_at: '2026-01-02T00:00:00.000Z',
        },
        {
          id: older.id,
          type: 'App\\Notifications\\TestNotice',
          data: { title: 'Older', message: 'First', url: null },
          read_at: null,
          created_at: '2026-01-01T00:00:00.000Z',
        },
      ],
    });
  });

  it('is for administrators only', async () => {
    await expectAdminOnly(t, 'GET', '/api/notifications');
  });
});

describe('POST /api/notifications/{id}/read', () => {
  it('marks one of your own notifications read, once', async () => {
    const { ada, token } = await twoAdmins();
    t.clock.at = Date.parse('2026-02-01T09:00:00Z');
    const mine = await givenNotification(t.db, ada.id);
    const other = await givenNotification(t.db, ada.id);
    const answer = await call(t.app, 'POST', `/api/notifications/${mine.id}/read`, { token });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ success: true, message: 'Notification marked as read.' });
    expect(await readAtOf(mine.id)).toEqual(new Date('2026-02-01T09:00:00Z'));
    expect(await readAtOf(other.id)).toBeNull();

    t.clock.at += 60_000;
    const again = await call(t.app, 'POST', `/api/notifications/${mine.id}/read`, { token });
    expect(again.status).toBe(200);
    expect(await readAtOf(mine.id)).toEqual(new Date('2026-02-01T09:00:00Z'));
    const list = await call(t.app, 'GET', '/api/notifications', { token });
    expect((list.body as { data: { id: string }[] }).data.map((n) => n.id)).toEqual([other.id]);
  });

  it("answers 404 for someone else's notification and leaves it unread", async () => {
    const { bob, token } = await twoAdmins();
    const theirs = await givenNotification(t.db, bob.id);
    const answer = await call(t.app, 'POST', `/api/notifications/${theirs.id}/read`, { token });
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ message: 'Not Found.' });
    expect(await readAtOf(theirs.id)).toBeNull();
  });

  it('answers 404 for an unknown or malformed id', async () => {
    const { token } = await twoAdmins();
    for (const id of ['3f1c2a9e-8b7d-4c6e-9a5b-1d2e3f4a5b6c', 'not-a-uuid', '42']) {
      const answer = await call(t.app, 'POST', `/api/notifications/${id}/read`, { token });
      expect(answer.status).toBe(404);
    }
  });

  it('is for administrators only', async () => {
    const owner = await givenUser(t.db, { email: 'owner@example.test' });
    const notification = await givenNotification(t.db, owner.id);
    await expectAdminOnly(t, 'POST', `/api/notifications/${notification.id}/read`);
    expect(await readAtOf(notification.id)).toBeNull();
  });
});

describe('POST /api/notifications/read-all', () => {
  it("marks all of the user's unread notifications read, and no one else's", async () => {
    const { ada, bob, token } = await twoAdmins();
    const first = await givenNotification(t.db, ada.id);
    const second = await givenNotification(t.db, ada.id);
    const earlier = new Date('2025-12-31T00:00:00Z');
    const alreadyRead = await givenNotification(t.db, ada.id, { readAt: earlier });
    const bobs = await givenNotification(t.db, bob.id);
    const answer = await call(t.app, 'POST', '/api/notifications/read-all', { token });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ success: true, message: '2 notifications marked as read.' });
    expect(await readAtOf(first.id)).not.toBeNull();
    expect(await readAtOf(second.id)).not.toBeNull();
    expect(await readAtOf(alreadyRead.id)).toEqual(earlier);
    expect(await readAtOf(bobs.id)).toBeNull();
    const list = await call(t.app, 'GET', '/api/notifications', { token });
    expect(list.body).toEqual({ data: [] });
  });

  it('is for administrators only', async () => {
    await expectAdminOnly(t, 'POST', '/api/notifications/read-all');
  });
});

describe('GET /api/notifications/latest', () => {
  it('answers the alert cards counted from the data', async () => {
    const token = (await twoAdmins()).token;
    t.clock.at = Date.parse('2026-03-01T12:00:00Z');
    const { traveler } = await givenTraveler(t.db);
    const { partner: shop } = await givenPartner(t.db, { status: 'Active' });
    await givenPartner(t.db, {
      status: 'Pending',
      createdAt: new Date('2026-02-20T08:00:00Z'),
    });
    await givenPartner(t.db, {
      status: 'Pending',
      createdAt: new Date('2026-02-25T08:00:00Z'),
    });
    const { rider } = await givenRider(t.db, { insuranceExpireDate: '2026-03-15' });
    await givenRider(t.db, { insuranceExpireDate: '2026-02-10' });
    await givenRider(t.db, { insuranceExpireDate: '2027-01-01' });
    await givenRider(t.db, { status: 'Suspended', insuranceExpireDate: '2026-01-01' });
    await givenOrder(t.db, {
      travelerId: traveler.id,
      partnerId: shop.id,
      status: 'Pending',
      createdAt: new Date('2026-02-28T10:00:00Z'),
    });
    await givenOrder(t.db, {
      travelerId: traveler.id,
      partnerId: shop.id,
      status: 'Pending',
      riderId: rider.id,
    });
    const delivered = await givenOrder(t.db, {
      travelerId: traveler.id,
      partnerId: shop.id,
      status: 'Delivered',
    });
    await givenRefund(t.db, delivered.id, { status: 'Pending' });
    await givenRefund(t.db, delivered.id, { status: 'Rejected' });

    const answer = await call(t.app, 'GET', '/api/notifications/latest', { token });
    expect(answer.status).toBe(200);
    const cards = (answer.body as { data: Record<string, unknown>[] }).data;
    expect(cards.map((card) => [card.id, card.label, card.value])).toEqual([
      ['partner-applications', 'Partner Applications', 2],
      ['orders-without-rider', 'Orders Without Rider', 1],
      ['refund-requests', 'Refund Requests', 1],
      ['open-tickets', 'Open Support Tickets', 0],
      ['products-to-review', 'Products to Review', 0],
      ['rider-insurance', 'Rider Insurance', 2],
    ]);
    expect(cards[0]).toEqual({
      id: 'partner-applications',
      label: 'Partner Applications',
      value: 2,
      description: 'Waiting for review',
      descriptionColor: '#F79009',
      date: '2026-02-25T08:00:00.000Z',
    });
    expect(cards[1]).toMatchObject({ date: '2026-02-28T10:00:00.000Z' });
    expect(cards[3]).toEqual({
      id: 'open-tickets',
      label: 'Open Support Tickets',
      value: 0,
      description: 'Nothing waiting',
      descriptionColor: '#12B76A',
      date: null,
    });
    expect(cards[5]).toMatchObject({ date: '2026-02-10' });
  });

  it('is for administrators only', async () => {
    await expectAdminOnly(t, 'GET', '/api/notifications/latest');
  });
});
