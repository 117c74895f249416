import { type DemoContext } from '../context.ts';
import { avatarPath } from '../images.ts';
import { mailDomains, countries } from '../words.ts';

/** What later generators need of a traveler. */
export interface TravelerRef {
  travelerId: number;
  userId: number;
  name: string;
  phone: string;
  createdAt: Date;
}

/**
 * Travelers with a users row, shipping and billing addresses; the orders and tickets draw from
 * them.
 */
export function generateTravelers(ctx: DemoContext): TravelerRef[] {
  const { options, random, now, data, newUserId, at, pastDate, phone, email, place, person } = ctx;
  const travelerUsers: TravelerRef[] = [];
  for (let i = 1; i <= options.travelers; i++) {
    const who = person();
    const userId = newUserId();
    const createdAt = pastDate(540, 1);
    const travelerPhone = phone();
    data.users.push({
      id: userId,
      type: 'traveler',
      firstName: who.first,
      lastName: who.last,
      name: who.name,
      email: email(who.first, who.last, random.pick(mailDomains)),
      phone: travelerPhone,
      profilePhoto: random.chance(0.8) ? avatarPath(i) : null,
      createdAt,
      updatedAt: createdAt,
    });
    const country = random.weighted(countries);
    data.travelers.push({
      id: i,
      userId,
      country,
      status: random.chance(0.88) ? 'Active' : 'Suspended',
      lastActiveAt: at(createdAt.getTime() + random.next() * (now - createdAt.getTime())),
      createdAt,
      updatedAt: createdAt,
    });
    const home = place();
    if (random.chance(0.9)) {
      data.travelerAddresses.push({
        travelerId: i,
        type: 'shipping',
        name: who.name,
        country: 'United States',
        phone: travelerPhone,
        address: home.address,
        latitude: home.latitude,
        longitude: home.longitude,
        createdAt,
      });
    }
    if (random.chance(0.6)) {
      const billing = random.chance(0.6) ? home : place();
      data.travelerAddresses.push({
        travelerId: i,
        type: 'billing',
        name: who.name,
        country,
        phone: travelerPhone,
        address: billing.address,
        latitude: billing.latitude,
        longitude: billing.longitude,
        createdAt,
      });
    }
    travelerUsers.push({ travelerId: i, userId, name: who.name, phone: travelerPhone, createdAt });
  }
  return travelerUsers;
}
