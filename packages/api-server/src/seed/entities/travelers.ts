import { type DemoContext } from '../context.ts';
import { avatarPath } from '../images.ts';
import { mailDomains } from '../people-words.ts';
import { abroadCities, countries, nyc } from '../place-words.ts';

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
 * them. A traveler's country, addresses and phone agree: a New Yorker has a New York address and
 * an area code of its borough, a Londoner a London address and a +44 20 number.
 */
export function generateTravelers(ctx: DemoContext): TravelerRef[] {
  const { options, random, now, data, newUserId, at, pastDate, email, person } = ctx;
  const travelerUsers: TravelerRef[] = [];
  for (let i = 1; i <= options.travelers; i++) {
    const who = person();
    const userId = newUserId();
    const createdAt = pastDate(540, 1);
    const country = random.weighted(countries);
    const city = country === 'United States' ? null : abroadCities[country];
    // Where they live, and now and then a second address for billing in the same city (in New
    // York, the same borough, whose area code their phone has).
    const borough = city ? null : random.pick(nyc);
    const place = () => (borough ? ctx.place(borough) : ctx.abroadPlace(city!));
    const home = place();
    const travelerPhone = borough ? ctx.phone(borough.name) : ctx.abroadPhone(city!);
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
    data.travelers.push({
      id: i,
      userId,
      country,
      status: random.chance(0.88) ? 'Active' : 'Suspended',
      lastActiveAt: at(createdAt.getTime() + random.next() * (now - createdAt.getTime())),
      createdAt,
      updatedAt: createdAt,
    });
    if (random.chance(0.9)) {
      data.travelerAddresses.push({
        travelerId: i,
        type: 'shipping',
        name: who.name,
        country,
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
