import type {
  notifications,
  orderItems,
  orders,
  partnerDocuments,
  partners,
  productImages,
  products,
  refundImages,
  refunds,
  riderDocuments,
  riderRegions,
  riders,
  supportMessages,
  supportTickets,
  transactions,
  travelerAddresses,
  travelers,
  users,
} from '../db/schema/index.ts';
import { Random } from './random.ts';
import { firstNames, lastNames } from './people-words.ts';
import { boroughAreaCodes, nyc, type AbroadCity, type Region } from './place-words.ts';

/** How much demo data to make, and from which seed. */
export interface DemoDataOptions {
  seed: number;
  travelers: number;
  partners: number;
  riders: number;
  products: number;
  orders: number;
  refunds: number;
  tickets: number;
  /** "Now" for the data: orders reach 13 months back from it. */
  now: Date;
  /** The first users.id to use (ids below it are taken, e.g. by the demo administrator). */
  firstUserId: number;
  /** The administrator who answers tickets and receives notifications. */
  adminId: number | null;
}

type Insert<T extends { $inferInsert: unknown }> = T['$inferInsert'];

/** Every row of the demo data, with ids, ready for bulk inserts in this order. */
export interface DemoData {
  users: Insert<typeof users>[];
  travelers: Insert<typeof travelers>[];
  travelerAddresses: Insert<typeof travelerAddresses>[];
  partners: Insert<typeof partners>[];
  partnerDocuments: Insert<typeof partnerDocuments>[];
  riders: Insert<typeof riders>[];
  riderRegions: Insert<typeof riderRegions>[];
  riderDocuments: Insert<typeof riderDocuments>[];
  products: Insert<typeof products>[];
  productImages: Insert<typeof productImages>[];
  orders: Insert<typeof orders>[];
  orderItems: Insert<typeof orderItems>[];
  transactions: Insert<typeof transactions>[];
  refunds: Insert<typeof refunds>[];
  refundImages: Insert<typeof refundImages>[];
  supportTickets: Insert<typeof supportTickets>[];
  supportMessages: Insert<typeof supportMessages>[];
  notifications: Insert<typeof notifications>[];
}

export const day = 24 * 60 * 60 * 1000;

/**
 * What every entity generator draws from: the options, the one seeded random sequence (so the
 * generators must run in the same order for the same data), "now", the rows made so far, and
 * the helpers for ids, dates, phones, unique emails, places and names.
 */
export function demoContext(options: DemoDataOptions) {
  const random = new Random(options.seed);
  const now = options.now.getTime();
  const data: DemoData = {
    users: [],
    travelers: [],
    travelerAddresses: [],
    partners: [],
    partnerDocuments: [],
    riders: [],
    riderRegions: [],
    riderDocuments: [],
    products: [],
    productImages: [],
    orders: [],
    orderItems: [],
    transactions: [],
    refunds: [],
    refundImages: [],
    supportTickets: [],
    supportMessages: [],
    notifications: [],
  };
  let nextUserId = options.firstUserId;
  const usedEmails = new Set<string>();
  const at = (ms: number) => new Date(Math.floor(ms / 1000) * 1000);
  const pastDate = (maxDays: number, minDays = 0) => at(now - random.float(minDays, maxDays) * day);
  /** A New York number whose area code belongs to the borough (the app's 3-3-4 form). */
  const phone = (borough: Region['name']) =>
    `${random.pick(boroughAreaCodes[borough])}-${random.int(200, 999)}-${String(random.int(0, 9999)).padStart(4, '0')}`;
  /** A number of a city abroad, in its international form. */
  const abroadPhone = (city: AbroadCity) =>
    city.phone.replace(/#/g, () => String(random.int(0, 9)));
  const slug = (text: string) => text.normalize('NFD').replace(/[^\w]/g, '').toLowerCase();
  // Where each name's numbering goes on: the numbers below it are taken (the set only grows),
  // so a million travelers sharing a few thousand names do not count up from 2 every time.
  const nextNumber = new Map<string, number>();
  const email = (first: string, last: string, domain: string) => {
    const base = `${slug(first)}.${slug(last)}`;
    const key = `${base}@${domain}`;
    const next = nextNumber.get(key);
    let candidate = next === undefined ? key : `${base}${next}@${domain}`;
    let n = next === undefined ? 2 : next + 1;
    for (; usedEmails.has(candidate); n++) candidate = `${base}${n}@${domain}`;
    nextNumber.set(key, n);
    usedEmails.add(candidate);
    return candidate;
  };
  const place = (region = random.pick(nyc)) => {
    const number = random.int(1, 980);
    const street = random.pick(region.streets);
    const zip = random.int(region.zips[0], region.zips[1]);
    const borough = region.name === 'Manhattan' ? 'New York' : region.name;
    return {
      region: region.name,
      neighbourhood: random.pick(region.neighbourhoods),
      address: `${number} ${street}, ${borough}, NY ${zip}`,
      latitude: Number(random.float(region.lat[0], region.lat[1]).toFixed(6)),
      longitude: Number(random.float(region.lng[0], region.lng[1]).toFixed(6)),
    };
  };
  /** An address in a city abroad, near its centre. */
  const abroadPlace = (city: AbroadCity) => {
    const street = random.int(0, city.streets.length - 1);
    return {
      region: city.city,
      address: `${random.int(1, 180)} ${city.streets[street]}, ${city.city} ${city.postcodes[street]}`,
      latitude: Number((city.lat + random.float(-0.04, 0.04)).toFixed(6)),
      longitude: Number((city.lng + random.float(-0.06, 0.06)).toFixed(6)),
    };
  };
  const person = () => {
    const first = random.pick(firstNames);
    const last = random.pick(lastNames);
    return { first, last, name: `${first} ${last}` };
  };
  const money = (min: number, max: number, step = 100) =>
    Math.round(random.float(min, max) / step) * step;

  return {
    options,
    random,
    now,
    data,
    /** The next users.id. */
    newUserId: () => nextUserId++,
    at,
    pastDate,
    phone,
    abroadPhone,
    slug,
    email,
    place,
    abroadPlace,
    person,
    money,
  };
}

export type DemoContext = ReturnType<typeof demoContext>;
