import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { products } from '../../src/db/schema/index.ts';
import { adminToken, itAdmitsAdminsOnly } from '../helpers/access-checks.ts';
import { givenOrder, givenProduct } from '../helpers/commerce.ts';
import { givenPartner, givenTraveler } from '../helpers/people.ts';
import { call, useTestApp } from '../helpers/test-app.ts';

const t = useTestApp();

type Json = Record<string, unknown>;
const dataOf = (body: unknown) => (body as { data: Json }).data;
const listOf = (body: unknown) => (body as { data: Json[] }).data;
const idsOf = (body: unknown) => listOf(body).map((row) => row.id);

async function statusOf(id: number) {
  const [row] = await t.db
    .select({ status: products.status, verification: products.verificationStatus })
    .from(products)
    .where(eq(products.id, id));
  return row;
}

describe('products: who may call', () => {
  itAdmitsAdminsOnly(t, [
    ['GET', '/api/products'],
    ['GET', '/api/products/1'],
    ['POST', '/api/products/status-update'],
  ]);
});

describe('GET /api/products', () => {
  it('lists products in dollars with their partner and primary image, newest first', async () => {
    const token = await adminToken(t);
    const { partner, user } = await givenPartner(t.db, {
      name: 'Iris Vale',
      email: 'iris@nomad.test',
      businessName: 'Nomad Threads',
    });
    const older = await givenProduct(t.db, partner.id, {
      name: 'Packable parka',
      buyPriceCents: 18999,
      createdAt: new Date('2026-01-01T00:00:00Z'),
    });
    const newer = await givenProduct(t.db, partner.id, { status: 'Pending' });

    const answer = await call(t.app, 'GET', '/api/products', { token });
    expect(answer.status).toBe(200);
    expect(idsOf(answer.body)).toEqual([newer.id, older.id]);
    expect(answer.body).not.toHaveProperty('meta');
    expect(listOf(answer.body)[1]).toMatchObject({
      id: older.id,
      product_id: older.productCode,
      name: 'Packable parka',
      status: 'Active',
      buy_price: 189.99,
      stock: 5,
      primary_image: expect.stringMatching(/-a\.png$/),
      partner: {
        id: partner.id,
        name: 'Iris Vale',
        email: user.email,
        business_name: 'Nomad Threads',
      },
    });
  });

  it('searches product and partner names, filters by status (Approved = Active) and sorts', async () => {
    const token = await adminToken(t);
    const nomad = await givenPartner(t.db, { businessName: 'Nomad Threads', name: 'Iris Vale' });
    const other = await givenPartner(t.db, { businessName: 'Harbor Wool', name: 'Ken Ito' });
    const parka = await givenProduct(t.db, nomad.partner.id, {
      name: 'Packable parka',
      buyPriceCents: 9000,
    });
    const tee = await givenProduct(t.db, other.partner.id, {
      name: 'Merino tee',
      buyPriceCents: 3000,
    });
    const pending = await givenProduct(t.db, other.partner.id, {
      name: 'Rain shell',
      status: 'Pending',
      buyPriceCents: 6000,
    });

    const byName = await call(t.app, 'GET', '/api/products?search=PARKA', { token });
    expect(idsOf(byName.body)).toEqual([parka.id]);
    const byPartner = await call(t.app, 'GET', '/api/products?search=ken%20ito', { token });
    expect(idsOf(byPartner.body).sort()).toEqual([tee.id, pending.id].sort());
    const byBusiness = await call(t.app, 'GET', '/api/products?search=harbor', { token });
    expect(idsOf(byBusiness.body).sort()).toEqual([tee.id, pending.id].sort());

    const approved = await call(t.app, 'GET', '/api/products?status=approved', { token });
    expect(idsOf(approved.body).sort()).toEqual([parka.id, tee.id].sort());
    const pendingOnly = await call(t.app, 'GET', '/api/products?status=PENDING', { token });
    expect(idsOf(pendingOnly.body)).toEqual([pending.id]);

    const cheapFirst = await call(t.app, 'GET', '/api/products?sort=buy_price', { token });
    expect(idsOf(cheapFirst.body)).toEqual([tee.id, pending.id, parka.id]);
    const dearFirst = await call(t.app, 'GET', '/api/products?sort=buy_price&dir=desc', {
      token,
    });
    expect(idsOf(dearFirst.body)).toEqual([parka.id, pending.id, tee.id]);
  });

  it('pages on request, with meta counting every match', async () => {
    const token = await adminToken(t);
    const { partner } = await givenPartner(t.db);
    const made = [];
    for (let i = 0; i < 5; i++) {
      made.push(await givenProduct(t.db, partner.id, { buyPriceCents: 1000 + i }));
    }
    const page = await call(t.app, 'GET', '/api/products?sort=buy_price&page=2&per_page=2', {
      token,
    });
    expect(idsOf(page.body)).toEqual([made[2]?.id, made[3]?.id]);
    expect((page.body as { meta: unknown }).meta).toEqual({
      current_page: 2,
      per_page: 2,
      total: 5,
      last_page: 3,
    });
    const beyond = await call(t.app, 'GET', '/api/products?page=9&per_page=2', { token });
    expect(beyond.body).toEqual({
      data: [],
      meta: { current_page: 9, per_page: 2, total: 5, last_page: 3 },
    });
  });

  it('refuses a bad page size with 422', async () => {
    const token = await adminToken(t);
    const answer = await call(t.app, 'GET', '/api/products?page=1&per_page=500', { token });
    expect(answer.status).toBe(422);
    expect(answer.body).toMatchObject({ errors: { per_page: [expect.any(String)] } });
  });
});

describe('GET /api/products/{id}', () => {
  it('shows images in order, videos and, for a rental, its rental figures', async () => {
    const token = await adminToken(t);
    const { partner } = await givenPartner(t.db);
    const rental = await givenProduct(t.db, partner.id, {
      name: 'Down jacket',
      type: 'Rental',
      depositCents: 5000,
      lateFeeCents: 750,
      minRentalDays: 2,
      maxRentalDays: 14,
    });
    const { traveler } = await givenTraveler(t.db);
    const line = { productId: rental.id, name: 'Down jacket', priceCents: 100, quantity: 1 };
    for (const status of ['Completed', 'Delivered', 'Cancelled', 'Pending']) {
      await givenOrder(t.db, {
        travelerId: traveler.id,
        partnerId: partner.id,
        lines: [line],
        status,
      });
    }

    const answer = await call(t.app, 'GET', `/api/products/${rental.id}`, { token });
    expect(answer.status).toBe(200);
    const product = dataOf(answer.body);
    expect(product).toMatchObject({
      type: 'Rental',
      deposit: 50,
      late_fee: 7.5,
      min_rental: 2,
      max_rental: 14,
      rental_stats: { completed_rentals: 2, cancelled_rentals: 1 },
      videos: [{ video_url: 'https://youtu.be/dQw4w9WgXcQ' }],
    });
    const images = (product.images as { image_url: string }[]).map((image) => image.image_url);
    expect(images).toHaveLength(2);
    expect(images[0]).toMatch(/-a\.png$/);
    expect(images[1]).toMatch(/-b\.png$/);
  });

  it('answers 404 for an unknown product', async () => {
    const token = await adminToken(t);
    const answer = await call(t.app, 'GET', '/api/products/999', { token });
    expect(answer.status).toBe(404);
  });
});

describe('POST /api/products/status-update', () => {
  const update = (token: string, id: number, status: string) =>
    call(t.app, 'POST', '/api/products/status-update', { token, json: { id, status } });

  it.each([
    ['Pending', 'accept', 'Active', 'Verified', 'Product activated successfully!'],
    ['Suspended', 'accept', 'Active', 'Verified', 'Product activated successfully!'],
    ['Pending', 'reject', 'Suspended', 'Rejected', 'Product rejected successfully!'],
    ['Active', 'reject', 'Suspended', 'Rejected', 'Product rejected successfully!'],
    ['Active', 'suspended', 'Suspended', 'Verified', 'Product suspended successfully!'],
  ] as const)('%s + %s makes it %s', async (from, action, to, verification, message) => {
    const token = await adminToken(t);
    const { partner } = await givenPartner(t.db);
    const product = await givenProduct(t.db, partner.id, {
      status: from,
      verificationStatus: 'Verified',
    });
    const answer = await update(token, product.id, action);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      success: true,
      message,
      data: { id: product.id, status: to },
    });
    expect(await statusOf(product.id)).toEqual({ status: to, verification });
  });

  it.each([
    ['Active', 'accept', 'This product is Active and cannot be accepted.'],
    ['Suspended', 'reject', 'This product is Suspended and cannot be rejected.'],
    ['Pending', 'suspended', 'This product is Pending and cannot be suspended.'],
    ['Suspended', 'suspended', 'This product is Suspended and cannot be suspended.'],
  ] as const)('refuses %s + %s with 422 and changes nothing', async (from, action, message) => {
    const token = await adminToken(t);
    const { partner } = await givenPartner(t.db);
    const product = await givenProduct(t.db, partner.id, {
      status: from,
      verificationStatus: 'Pending',
    });
    const answer = await update(token, product.id, action);
    expect(answer.status).toBe(422);
    expect(answer.body).toEqual({ message, errors: { status: [message] } });
    expect(await statusOf(product.id)).toEqual({ status: from, verification: 'Pending' });
  });

  it('answers 404 for an unknown product and 422 for a bad payload', async () => {
    const token = await adminToken(t);
    expect((await update(token, 999, 'accept')).status).toBe(404);
    const bad = await call(t.app, 'POST', '/api/products/status-update', {
      token,
      json: { id: 'x', status: 'approve' },
    });
    expect(bad.status).toBe(422);
    expect(bad.body).toMatchObject({
      errors: {
        id: ['The id field must be an integer.'],
        status: ['The selected status is invalid.'],
      },
    });
  });
});
