import { asc, desc, eq, sql } from 'drizzle-orm';
import type { TravelerDetail } from '@packlight/api-types';
import type { Db } from '../db/index.ts';
import { dollars } from '../db/money.ts';
import { orders, partners, travelerAddresses, travelers, users } from '../db/schema/index.ts';
import { notFound } from '../http/errors.ts';
import { displayName, spentCents } from './traveler-json.ts';

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
      lastActiveAt: travelers.lastActiveAt,
      createdAt: travelers.createdAt,
      spentCents,
    })
    .from(travelers)
    .innerJoin(users, eq(users.id, travelers.userId))
    .where(eq(travelers.id, id));
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
