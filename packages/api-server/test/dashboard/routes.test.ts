import { describe, expect, it } from 'vitest';
import { adminToken, expectAdminOnly } from '../helpers/access-checks.ts';
import { givenOrder, givenRefund } from '../helpers/commerce.ts';
import { givenPartner, givenRider, givenTraveler } from '../helpers/people.ts';
import { call, useTestApp } from '../helpers/test-app.ts';

const t = useTestApp();

async function dataOf(token: string, path: string) {
  const answer = await call(t.app, 'GET', path, { token });
  expect(answer.status).toBe(200);
  return (answer.body as { data: unknown }).data;
}

describe('GET /api/dashboard/states', () => {
  it('counts the widgets live from the data', async () => {
    const token = await adminToken(t);
    const { traveler } = await givenTraveler(t.db);
    await givenTraveler(t.db, { status: 'Suspended' });
    const { partner: shop } = await givenPartner(t.db, { status: 'Active' });
    await givenPartner(t.db, { status: 'Pending' });
    await givenPartner(t.db, { status: 'Suspended' });
    const { rider } = await givenRider(t.db, { status: 'Active' });
    await givenRider(t.db, { status: 'Suspended' });
    const order = (status: string, totalCents: number) =>
      givenOrder(t.db, { travelerId: traveler.id, partnerId: shop.id, status, totalCents });
    await order('Pending', 1_000);
    await order('pending', 1_000);
    // Given a rider before D43 made assigning set Processing: not waiting, so not counted.
    await givenOrder(t.db, {
      travelerId: traveler.id,
      partnerId: shop.id,
      status: 'Pending',
      riderId: rider.id,
    });
    const delivered = await order('Delivered', 150_000);
    await order('completed', 23_456);
    await order('Cancelled', 999_999);
    await givenRefund(t.db, delivered.id, { status: 'Pending' });
    await givenRefund(t.db, delivered.id, { status: 'Processed' });

    expect(await dataOf(token, '/api/dashboard/states')).toEqual([
      { label: 'Total Travelers', value: 2 },
      { label: 'Active Partners', value: 1 },
      { label: 'Pending Orders', value: 2 },
      { label: 'Active Riders', value: 1 },
      { label: 'Revenue', value: '$1,734.56' },
      { label: 'Open Refunds', value: 1 },
    ]);
  });

  it('counts Revenue over the period asked, and the other figures as they stand now', async () => {
    const token = await adminToken(t);
    const { traveler } = await givenTraveler(t.db);
    const { partner: shop } = await givenPartner(t.db, { status: 'Active' });
    const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);
    const sale = (days: number, totalCents: number) =>
      givenOrder(t.db, {
        travelerId: traveler.id,
        partnerId: shop.id,
        status: 'Delivered',
        totalCents,
        createdAt: daysAgo(days),
      });
    await sale(2, 100);
    await sale(20, 1_000);
    await sale(60, 10_000);
    await sale(200, 100_000);
    await sale(500, 1_000_000);
    const revenue = async (query: string) => {
      const widgets = (await dataOf(token, `/api/dashboard/states${query}`)) as {
        label: string;
        value: unknown;
      }[];
      expect(widgets.find((widget) => widget.label === 'Active Partners')?.value).toBe(1);
      return widgets.find((widget) => widget.label === 'Revenue')?.value;
    };
    expect(await revenue('?range=7d')).toBe('$1.00');
    expect(await revenue('?range=30d')).toBe('$11.00');
    expect(await revenue('?range=90d')).toBe('$111.00');
    expect(await revenue('?range=12m')).toBe('$1,111.00');
    expect(await revenue('')).toBe('$11,111.00');
  });

  it('refuses a period it does not know with 422', async () => {
    const token = await adminToken(t);
    const answer = await call(t.app, 'GET', '/api/dashboard/states?range=week', { token });
    expect(answer.status).toBe(422);
    expect(answer.body).toEqual({
      message: 'The selected range is invalid.',
      errors: { range: ['The selected range is invalid.'] },
    });
  });

  it('answers zeros on an empty marketplace', async () => {
    const token = await adminToken(t);
    const widgets = (await dataOf(token, '/api/dashboard/states')) as { value: unknown }[];
    expect(widgets.map((widget) => widget.value)).toEqual([0, 0, 0, 0, '$0.00', 0]);
  });

  it('is for administrators only', async () => {
    await expectAdminOnly(t, 'GET', '/api/dashboard/states');
  });
});

describe('GET /api/dashboard/travelers', () => {
  it('answers the five newest travelers in the list shape', async () => {
    const token = await adminToken(t);
    const created: number[] = [];
    for (let day = 1; day <= 7; day++) {
      const { traveler } = await givenTraveler(t.db, {
        name: `Traveler Day${day}`,
        createdAt: new Date(`2026-02-0${day}T12:00:00Z`),
      });
      created.push(traveler.id);
    }
    const travelers = (await dataOf(token, '/api/dashboard/travelers')) as {
      id: number;
      name: string;
      order: unknown[];
      status: string;
    }[];
    expect(travelers.map((traveler) => traveler.name)).toEqual([
      'Traveler Day7',
      'Traveler Day6',
      'Traveler Day5',
      'Traveler Day4',
      'Traveler Day3',
    ]);
    expect(travelers[0]).toMatchObject({ id: created[6], order: [], status: 'Active' });
  });

  it('is for administrators only', async () => {
    await expectAdminOnly(t, 'GET', '/api/dashboard/travelers');
  });
});

describe('GET /api/dashboard/topPartners', () => {
  it('answers the five partners with the highest sales, with their totals in dollars', async () => {
    const token = await adminToken(t);
    const { traveler } = await givenTraveler(t.db);
    const sales = [300, 100, 700, 0, 500, 200, 50];
    const partners = [];
    for (const [index, dollars] of sales.entries()) {
      const given = await givenPartner(t.db, { businessName: `Shop ${index}` });
      partners.push(given);
      const { partner } = given;
      if (dollars > 0) {
        await givenOrder(t.db, {
          travelerId: traveler.id,
          partnerId: partner.id,
          status: 'Completed',
          totalCents: dollars * 100,
        });
      }
    }
    // Orders that were not delivered are not sales.
    await givenOrder(t.db, {
      travelerId: traveler.id,
      partnerId: partners[3]!.partner.id,
      status: 'Pending',
      totalCents: 900_000,
    });
    // A suspended partner is not ranked, whatever it sold (D45).
    const { partner: suspended } = await givenPartner(t.db, { status: 'Suspended' });
    await givenOrder(t.db, {
      travelerId: traveler.id,
      partnerId: suspended.id,
      status: 'Delivered',
      totalCents: 800_000,
    });
    const top = (await dataOf(token, '/api/dashboard/topPartners')) as Record<string, unknown>[];
    expect(top.map((partner) => [partner.business_name, partner.total_sales])).toEqual([
      ['Shop 2', 700],
      ['Shop 4', 500],
      ['Shop 0', 300],
      ['Shop 5', 200],
      ['Shop 1', 100],
    ]);
    expect(top[0]).toMatchObject({
      id: partners[2]!.partner.id,
      name: partners[2]!.user.name,
      email: partners[2]!.user.email,
      status: 'Active',
    });
    // The same figure as the partner's profile shows.
    const profile = (await dataOf(token, `/api/partners/${partners[2]!.partner.id}`)) as {
      total_sales: number;
    };
    expect(profile.total_sales).toBe(700);
  });

  it('is for administrators only', async () => {
    await expectAdminOnly(t, 'GET', '/api/dashboard/topPartners');
  });
});
