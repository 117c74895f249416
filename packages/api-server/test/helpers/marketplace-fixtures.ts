import { expect } from 'vitest';
import type { Db } from '../../src/db/index.ts';
import {
  notifications,
  orders,
  partners,
  refunds,
  riders,
  travelerAddresses,
  travelers,
  users,
  type NotificationData,
} from '../../src/db/schema/index.ts';
import { call, givenUser, signIn, type TestApp } from './test-app.ts';

let sequence = 0;
const next = () => ++sequence;

interface PersonFields {
  name?: string;
  email?: string;
  phone?: string | null;
}

async function givenPerson(db: Db, type: string, fields: PersonFields) {
  const n = next();
  const name = fields.name ?? `Person Number${n}`;
  const [first, ...rest] = name.split(' ');
  const [user] = await db
    .insert(users)
    .values({
      type,
      name,
      firstName: first,
      lastName: rest.join(' '),
      email: fields.email ?? `person${n}@example.test`,
      phone: fields.phone === undefined ? `212-555-${String(1000 + n).slice(-4)}` : fields.phone,
    })
    .returning();
  if (!user) throw new Error('Inserting a user returned no row');
  return user;
}

export async function givenTraveler(
  db: Db,
  fields: PersonFields & {
    status?: 'Active' | 'Suspended';
    country?: string;
    createdAt?: Date;
  } = {},
) {
  const user = await givenPerson(db, 'traveler', fields);
  const [traveler] = await db
    .insert(travelers)
    .values({
      userId: user.id,
      country: fields.country ?? 'United States',
      status: fields.status ?? 'Active',
      lastActiveAt: new Date('2026-01-02T03:04:05Z'),
      createdAt: fields.createdAt ?? new Date(),
    })
    .returning();
  if (!traveler) throw new Error('Inserting a traveler returned no row');
  return { ...traveler, user };
}

export async function givenAddress(db: Db, travelerId: number, type: 'shipping' | 'billing') {
  const [address] = await db
    .insert(travelerAddresses)
    .values({
      travelerId,
      type,
      name: 'Home',
      country: 'United States',
      phone: '212-555-0199',
      address: '200 Kent Ave, Brooklyn, NY 11249',
      latitude: 40.7163,
      longitude: -73.965,
    })
    .returning();
  if (!address) throw new Error('Inserting an address returned no row');
  return address;
}

export async function givenPartner(
  db: Db,
  fields: PersonFields & {
    status?: 'Active' | 'Pending' | 'Suspended';
    businessName?: string;
    createdAt?: Date;
  } = {},
) {
  const user = await givenPerson(db, 'partner', fields);
  const [partner] = await db
    .insert(partners)
    .values({
      userId: user.id,
      businessName: fields.businessName ?? `Shop ${user.id}`,
      status: fields.status ?? 'Active',
      createdAt: fields.createdAt ?? new Date(),
    })
    .returning();
  if (!partner) throw new Error('Inserting a partner returned no row');
  return { ...partner, user };
}

export async function givenRider(
  db: Db,
  fields: PersonFields & {
    status?: 'Active' | 'Suspended';
    riderCode?: string;
    insuranceExpireDate?: string;
  } = {},
) {
  const user = await givenPerson(db, 'rider', fields);
  const [rider] = await db
    .insert(riders)
    .values({
      userId: user.id,
      riderCode: fields.riderCode ?? `RD-${String(user.id).padStart(4, '0')}`,
      status: fields.status ?? 'Active',
      insuranceExpireDate: fields.insuranceExpireDate ?? '2099-01-01',
    })
    .returning();
  if (!rider) throw new Error('Inserting a rider returned no row');
  return { ...rider, user };
}

export async function givenOrder(
  db: Db,
  fields: {
    travelerId: number;
    partnerId: number;
    status?: string;
    totalCents?: number;
    riderId?: number | null;
    createdAt?: Date;
  },
) {
  const [order] = await db
    .insert(orders)
    .values({
      travelerId: fields.travelerId,
      partnerId: fields.partnerId,
      riderId: fields.riderId ?? null,
      status: fields.status ?? 'Pending',
      totalCents: fields.totalCents ?? 1000,
      subtotalCents: fields.totalCents ?? 1000,
      createdAt: fields.createdAt ?? new Date(),
    })
    .returning();
  if (!order) throw new Error('Inserting an order returned no row');
  return order;
}

export async function givenRefund(
  db: Db,
  fields: { orderId: number; status?: 'Pending' | 'Processed' | 'Rejected'; amountCents?: number },
) {
  const n = next();
  const [refund] = await db
    .insert(refunds)
    .values({
      orderId: fields.orderId,
      refundCode: `RF-${String(n).padStart(5, '0')}`,
      status: fields.status ?? 'Pending',
      amountCents: fields.amountCents ?? 500,
    })
    .returning();
  if (!refund) throw new Error('Inserting a refund returned no row');
  return refund;
}

export async function givenNotification(
  db: Db,
  userId: number,
  fields: { data?: NotificationData; readAt?: Date | null; createdAt?: Date } = {},
) {
  const [row] = await db
    .insert(notifications)
    .values({
      type: 'App\\Notifications\\TestNotice',
      notifiableType: 'App\\Models\\User',
      notifiableId: userId,
      data: fields.data ?? { title: 'Hello', message: 'Something happened', url: '/orders' },
      readAt: fields.readAt ?? null,
      createdAt: fields.createdAt ?? new Date(),
    })
    .returning();
  if (!row) throw new Error('Inserting a notification returned no row');
  return row;
}

/** A signed-in administrator's token (Ada Lovelace). */
export async function adminToken(t: TestApp): Promise<string> {
  const admin = await givenUser(t.db);
  return signIn(t.app, admin.email);
}

/**
 * Holds a call to the admin-only rule: 401 without a token, 403 for a signed-in user who is not
 * an administrator.
 */
export async function expectAdminOnly(
  t: TestApp,
  method: string,
  path: string,
  json?: unknown,
): Promise<void> {
  const anonymous = await call(t.app, method, path, { json });
  expect(anonymous.status).toBe(401);
  expect(anonymous.body).toEqual({ message: 'Unauthenticated.' });
  await givenUser(t.db, { type: 'traveler', email: 'not-an-admin@example.test' });
  const token = await signIn(t.app, 'not-an-admin@example.test');
  const refused = await call(t.app, method, path, { json, token });
  expect(refused.status).toBe(403);
  expect(refused.body).toEqual({ message: 'This action is unauthorized.' });
}
