import { asc, eq } from 'drizzle-orm';
import type { Party } from '@packlight/api-types';
import type { Db } from '../db/index.ts';
import { partners, travelerAddresses, travelers, users } from '../db/schema/index.ts';

/**
 * The traveler as an order or refund shows them, with their addresses. A traveler has no address
 * of their own: the shipping address stands for it on the Customer card.
 */
export async function travelerParty(db: Db, travelerId: number): Promise<Party | null> {
  const [traveler] = await db
    .select({ id: travelers.id, user: users })
    .from(travelers)
    .innerJoin(users, eq(users.id, travelers.userId))
    .where(eq(travelers.id, travelerId));
  if (!traveler) return null;
  const addresses = await db
    .select()
    .from(travelerAddresses)
    .where(eq(travelerAddresses.travelerId, travelerId))
    .orderBy(asc(travelerAddresses.id));
  const home = addresses.find((address) => address.type === 'shipping') ?? addresses[0];
  return {
    id: traveler.id,
    name: traveler.user.name,
    email: traveler.user.email,
    phone: traveler.user.phone,
    profile_photo: traveler.user.profilePhoto,
    address: home?.address ?? null,
    latitude: home?.latitude ?? null,
    longitude: home?.longitude ?? null,
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

/** The partner (the business, and its owner's contact details) as an order or refund shows them. */
export async function partnerParty(db: Db, partnerId: number): Promise<Party | null> {
  const [partner] = await db
    .select({ partner: partners, user: users })
    .from(partners)
    .innerJoin(users, eq(users.id, partners.userId))
    .where(eq(partners.id, partnerId));
  if (!partner) return null;
  return {
    id: partner.partner.id,
    name: partner.user.name,
    business_name: partner.partner.businessName,
    email: partner.user.email,
    phone: partner.user.phone,
    profile_photo: partner.user.profilePhoto,
    address: partner.partner.address,
    latitude: partner.partner.latitude,
    longitude: partner.partner.longitude,
  };
}
