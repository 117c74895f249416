import { readdir } from 'node:fs/promises';
import { count, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  orders,
  partners,
  products,
  refunds,
  supportTickets,
  travelers,
  users,
} from '../../src/db/schema/index.ts';
import {
  defaultDemoCounts,
  generateDemoData,
  type DemoDataOptions,
} from '../../src/seed/generate.ts';
import { demoAdmin, seedDemoData } from '../../src/seed/demo.ts';
import { abroadCities, boroughAreaCodes } from '../../src/seed/place-words.ts';
import { call, useTestApp } from '../helpers/test-app.ts';

const now = new Date(Date.UTC(2026, 10, 20, 12, 0, 0));
const options = (overrides: Partial<DemoDataOptions> = {}): DemoDataOptions => ({
  seed: 7,
  ...defaultDemoCounts,
  now,
  firstUserId: 2,
  adminId: 1,
  ...overrides,
});

describe('the demo data generator', () => {
  const data = generateDemoData(options());

  it('makes the default amounts', () => {
    expect(data.travelers).toHaveLength(500);
    expect(data.partners).toHaveLength(60);
    expect(data.riders).toHaveLength(40);
    expect(data.products).toHaveLength(400);
    expect(data.orders).toHaveLength(2000);
    expect(data.refunds).toHaveLength(80);
    expect(data.supportTickets).toHaveLength(120);
    expect(data.users).toHaveLength(600);
  });

  it('gives the same rows for the same seed, and other rows for another', () => {
    expect(generateDemoData(options())).toEqual(data);
    const other = generateDemoData(options({ seed: 8 }));
    expect(other.users.map((user) => user.email)).not.toEqual(data.users.map((user) => user.email));
  });

  it('covers every status, 13 months of orders and NYC addresses with coordinates', () => {
    expect(new Set(data.partners.map((p) => p.status))).toEqual(
      new Set(['Active', 'Pending', 'Suspended']),
    );
    expect(new Set(data.orders.map((o) => o.status))).toEqual(
      new Set([
        'Pending',
        'Processing',
        'In Transit',
        'Shipped',
        'Delivered',
        'Completed',
        'Cancelled',
      ]),
    );
    expect(new Set(data.refunds.map((r) => r.status))).toEqual(
      new Set(['Pending', 'Processed', 'Rejected']),
    );
    expect(new Set(data.supportTickets.map((t) => t.status))).toEqual(
      new Set(['Pending', 'In Progress', 'Resolved', 'Rejected']),
    );
    const ages = data.orders.map(
      (o) => (now.getTime() - (o.createdAt as Date).getTime()) / 86_400_000,
    );
    expect(Math.min(...ages)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...ages)).toBeLessThanOrEqual(396);
    expect(Math.max(...ages)).toBeGreaterThan(330);
    const months = new Set(data.orders.map((o) => (o.createdAt as Date).toISOString().slice(0, 7)));
    // 395 days reach into a fourteenth calendar month.
    expect(months.size).toBeGreaterThanOrEqual(13);
    for (const partner of data.partners) {
      expect(partner.address).toMatch(/, (New York|Brooklyn|Queens), NY \d{5}$/);
      expect(partner.latitude).toBeGreaterThan(40.5);
      expect(partner.longitude).toBeLessThan(-73.7);
    }
    expect(new Set(data.riderRegions.map((r) => r.region))).toEqual(
      new Set(['Brooklyn', 'Queens', 'Manhattan']),
    );
  });

  it('gives travelers, partners and riders a phone that agrees with their address', () => {
    const phoneOf = new Map(data.users.map((user) => [user.id, user.phone ?? '']));
    const boroughOf = (address: string) => {
      const town = /, (New York|Brooklyn|Queens), NY \d{5}$/.exec(address)?.[1];
      return town === 'New York' ? 'Manhattan' : town;
    };
    /** The phone fits a New York address of its borough, or the city abroad of the country. */
    const agrees = (country: string, address: string, phone: string) => {
      if (country === 'United States') {
        const borough = boroughOf(address) as keyof typeof boroughAreaCodes | undefined;
        expect(borough, address).toBeDefined();
        expect(boroughAreaCodes[borough!], `${phone} in ${address}`).toContain(phone.slice(0, 3));
        expect(phone).toMatch(/^\d{3}-\d{3}-\d{4}$/);
        return;
      }
      const city = abroadCities[country as keyof typeof abroadCities];
      expect(address, country).toContain(city.city);
      expect(phone, `${phone} in ${address}`).toMatch(
        new RegExp(`^${city.phone.replace(/[()+]/g, '\\$&').replace(/#/g, '\\d')}$`),
      );
    };
    const countries = new Set<string>();
    for (const traveler of data.travelers) {
      const phone = phoneOf.get(traveler.userId) ?? '';
      countries.add(traveler.country as string);
      const addresses = data.travelerAddresses.filter((a) => a.travelerId === traveler.id);
      for (const address of addresses) {
        expect(address.country).toBe(traveler.country);
        expect(address.phone).toBe(phone);
        agrees(traveler.country as string, address.address as string, phone);
      }
    }
    // Travelers abroad too, not only New Yorkers.
    expect(countries.size).toBeGreaterThan(5);
    for (const partner of data.partners) {
      agrees('United States', partner.address as string, phoneOf.get(partner.userId) ?? '');
    }
    for (const rider of data.riders) {
      agrees('United States', rider.address as string, phoneOf.get(rider.userId) ?? '');
    }
    // A Brooklyn address never comes with a Manhattan-only code (the example that found this).
    const brooklyn = data.partners.find((p) => boroughOf(p.address as string) === 'Brooklyn');
    expect(['212', '646']).not.toContain(phoneOf.get(brooklyn!.userId)?.slice(0, 3));
  });

  it('keeps pending orders without a rider, and money in whole cents', () => {
    for (const order of data.orders) {
      if (order.status === 'Pending') expect(order.riderId).toBeNull();
      expect(Number.isInteger(order.totalCents)).toBe(true);
      expect(order.totalCents).toBe(
        (order.subtotalCents as number) -
          (order.discountCents as number) +
          (order.shippingCents as number),
      );
    }
    expect(new Set(data.users.map((u) => u.email)).size).toBe(data.users.length);
  });
});

describe('seeding the database', () => {
  const t = useTestApp();
  const small = {
    travelers: 30,
    partners: 9,
    riders: 6,
    products: 25,
    orders: 60,
    refunds: 5,
    tickets: 8,
  };

  it('keeps the demo administrator, inserts the rows and writes the pictures', async () => {
    const result = await seedDemoData(t.db, { counts: small, now, storage: t.services.storage });
    expect(result.seeded).toBe(true);
    const tally = async (table: typeof travelers | typeof partners | typeof orders) =>
      (await t.db.select({ n: count() }).from(table))[0]?.n;
    expect(await tally(travelers)).toBe(30);
    expect(await tally(partners)).toBe(9);
    expect(await tally(orders)).toBe(60);
    expect((await t.db.select({ n: count() }).from(refunds))[0]?.n).toBe(5);
    expect((await t.db.select({ n: count() }).from(supportTickets))[0]?.n).toBe(8);
    expect((await t.db.select({ n: count() }).from(products))[0]?.n).toBe(25);

    // Sequences moved past the generated ids: new rows insert fine.
    const [extra] = await t.db
      .insert(partners)
      .values({ userId: 1, status: 'Pending' })
      .returning();
    expect(extra?.id).toBe(10);

    const login = await call(t.app, 'POST', '/api/login', { json: demoAdmin });
    expect(login.status).toBe(200);
    const [photo] = await t.db
      .select({ path: users.profilePhoto })
      .from(users)
      .where(sql`${users.profilePhoto} is not null`)
      .limit(1);
    const image = await call(t.app, 'GET', photo?.path as string);
    expect(image.status).toBe(200);
    expect(image.headers.get('Content-Type')).toBe('image/png');
    // A person's photo is as large as the 700x700 preview shows it (PNG header: width, height).
    const png = await t.app.request(photo?.path as string);
    const header = Buffer.from(await png.arrayBuffer()).subarray(16, 24);
    expect([header.readUInt32BE(0), header.readUInt32BE(4)]).toEqual([700, 700]);
    expect((await readdir(`${t.services.storage.root}/demo`)).length).toBeGreaterThan(100);
  });

  it('is deterministic in the database too, and does nothing the second time', async () => {
    await seedDemoData(t.db, { counts: small, now });
    const snapshot = async () =>
      JSON.stringify([
        await t.db.select().from(orders).orderBy(orders.id),
        await t.db.select().from(partners).orderBy(partners.id),
        await t.db.select().from(supportTickets).orderBy(supportTickets.id),
        (await t.db.select().from(users).orderBy(users.id)).map(
          ({ passwordHash: _hash, createdAt: _created, updatedAt: _updated, ...user }) => user,
        ),
      ]);
    const first = await snapshot();
    const again = await seedDemoData(t.db, { counts: small, now });
    expect(again.seeded).toBe(false);
    await t.db.execute(
      sql`truncate users, travelers, partners, riders, orders, notifications restart identity cascade`,
    );
    // The same seed on an emptied database gives the same rows again.
    await seedDemoData(t.db, { counts: small, now });
    expect(await snapshot()).toBe(first);
    const [admin] = await t.db.select().from(users).where(eq(users.email, demoAdmin.email));
    expect(admin?.type).toBe('admin');
  });
});
