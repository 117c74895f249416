import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { TravelerDetail } from '@packlight/api-types';
import { revokeSessions } from '../auth/account-standing.ts';
import type { Db } from '../db/index.ts';
import { recordActivity } from '../activity/record.ts';
import { dollars } from '../db/money.ts';
import { orders, partners, travelerAddresses, travelers, users } from '../db/schema/index.ts';
import { notFound, validationFailed } from '../http/errors.ts';
import { displayName, spentCents } from './resource.ts';

/** GET /travelers/{id}: the profile with addresses, every order (newest first) and spend. */
export async function travelerDetail(db: Db, id: number): Promise<TravelerDetail> {
  const [traveler] = await db
    .select({
      id: travelers.id,
      name: displayName,
      email: users.email,
      phone: users.phone,
      country: travelers.country,
      profilePhoto: users.profilePhoto,
      status: travelers.status,
      version: travelers.version,
      lastActiveAt: travelers.lastActiveAt,
      createdAt: travelers.createdAt,
      spentCents,
    })
    .from(travelers)
    .innerJoin(users, eq(users.id, travelers.userId))
    .where(and(eq(travelers.id, id), isNull(travelers.deletedAt)));
  if (!traveler) throw notFound();

  const partnerOwners = db.select({ id: users.id, name: users.name }).from(users).as('owner');
  const [addresses, history] = await Promise.all([
    db
      .select()
      .from(travelerAddresses)
      .where(eq(travelerAddresses.travelerId, id))
      .orderBy(asc(travelerAddresses.id)),
    db
      .select({
        id: orders.id,
        status: orders.status,
        createdAt: orders.createdAt,
        totalCents: orders.totalCents,
        partnerName: sql<string | null>`coalesce(${partners.businessName}, ${partnerOwners.name})`,
      })
      .from(orders)
      .innerJoin(partners, eq(partners.id, orders.partnerId))
      .innerJoin(partnerOwners, eq(partnerOwners.id, partners.userId))
      .where(eq(orders.travelerId, id))
      .orderBy(desc(orders.createdAt), desc(orders.id)),
  ]);

  return {
    id: traveler.id,
    name: traveler.name,
    email: traveler.email,
    phone: traveler.phone,
    country: traveler.country,
    profile_photo: traveler.profilePhoto,
    status: traveler.status,
    version: traveler.version,
    last_active: traveler.lastActiveAt?.toISOString() ?? null,
    created_at: traveler.createdAt.toISOString(),
    total_amount_spent: dollars(traveler.spentCents),
    last_order_at: history[0]?.createdAt.toISOString() ?? null,
    order: history.map((order) => ({
      id: order.id,
      status: order.status,
      created_at: order.createdAt.toISOString(),
      total_price: dollars(order.totalCents),
      partner_name: order.partnerName,
    })),
    addresses: addresses.map((address) => ({
      id: address.id,
      type: address.type,
      name: address.name,
      country: address.country,
      phone: address.phone,
      address: address.address,
      latitude: address.latitude,
      longitude: address.longitude,
    })),
  };
}

/**
 * The distinct ids of a bulk payload, once every one names a traveler. Otherwise Laravel's
 * `exists` answer (422, "The selected ids.N is invalid.") and nothing is done.
 */
export async function chosenTravelerIds(db: Db, ids: readonly number[]): Promise<number[]> {
  const distinct = [...new Set(ids)];
  const found = await db
    .select({ id: travelers.id })
    .from(travelers)
    .where(and(inArray(travelers.id, distinct), isNull(travelers.deletedAt)));
  const known = new Set(found.map((row) => row.id));
  const errors: Record<string, string[]> = {};
  ids.forEach((id, index) => {
    if (!known.has(id)) errors[`ids.${index}`] = [`The selected ids.${index} is invalid.`];
  });
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
  return distinct;
}

/**
 * DELETE /travelers/{id}: ends the account, keeps the history. The traveler leaves every list,
 * search and count, cannot sign in (no password, no sessions, an address that is not theirs any
 * more, so it can sign up anew), and its orders stay exactly as they were: a deletion never
 * changes a partner's sales, revenue or any other past figure.
 */
export async function removeTraveler(db: Db, id: number, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const [traveler] = await tx
      .update(travelers)
      .set({ deletedAt: now })
      .where(and(eq(travelers.id, id), isNull(travelers.deletedAt)))
      .returning({ userId: travelers.userId });
    if (!traveler) throw notFound();
    await recordActivity(tx, { action: 'deleted', subjectType: 'traveler', subjectId: id });
    await tx
      .update(users)
      .set({
        email: `deleted-traveler-${id}@deleted.invalid`,
        passwordHash: null,
        twoFactorMethod: null,
        twoFactorSecret: null,
        twoFactorRecoveryCodes: null,
      })
      .where(eq(users.id, traveler.userId));
    await revokeSessions(tx, [traveler.userId]);
  });
}
