import { existsSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { mails, partnerDocuments, partners, users } from '../../src/db/schema/index.ts';
import { adminToken, itAdmitsAdminsOnly } from '../helpers/access-checks.ts';
import { dataOf, listOf, type Json } from '../helpers/answers.ts';
import { givenOrder, givenProduct } from '../helpers/commerce.ts';
import { givenPartner, givenPartnerDocument, jpegBytes, pngOf } from '../helpers/people.ts';
import { call, useTestApp } from '../helpers/test-app.ts';
import { formOf, storedBytes, storedFileCount, upload } from '../helpers/uploads.ts';

const t = useTestApp();

const availability = {
  Monday: { checked: true, start_time: '9:00 AM', end_time: '6:00 PM' },
  Sunday: { checked: false, start_time: '', end_time: '' },
};

const partnerForm = (fields: Record<string, string | Blob | null> = {}) =>
  formOf(
    {
      businessName: 'Nomad Threads',
      email: 'Owner@Nomad.test',
      phone: '212-456-7890',
      ownerName: 'Iris Vale',
      address: '10 Bedford Ave, Brooklyn',
      latitude: '40.71',
      longitude: '-73.96',
      businesstype: 'Outdoor wear',
      tax_id: '987654321',
      availability: JSON.stringify(availability),
    },
    fields,
  );

describe('partners: who may call', () => {
  const calls: [string, string][] = [
    ['GET', '/api/partners'],
    ['GET', '/api/partners/1'],
    ['POST', '/api/partner/store'],
    ['POST', '/api/partner/update/1'],
    ['POST', '/api/partners/status-update'],
    ['POST', '/api/partners/request-information'],
    ['GET', '/api/partners/1/documents/download'],
  ];

  itAdmitsAdminsOnly(t, calls);
});

describe('GET /api/partners', () => {
  it('lists every partner with owner, business, status and sales of orders not cancelled', async () => {
    const token = await adminToken(t);
    const { partner } = await givenPartner(t.db, {
      name: 'Iris Vale',
      email: 'iris@nomad.test',
      businessName: 'Nomad Threads',
    });
    await givenPartner(t.db, { status: 'Pending' });
    await givenOrder(t.db, { partnerId: partner.id, totalCents: 12550, status: 'Delivered' });
    await givenOrder(t.db, { partnerId: partner.id, totalCents: 1000, status: 'Cancelled' });

    const answer = await call(t.app, 'GET', '/api/partners', { token });
    expect(answer.status).toBe(200);
    const rows = listOf(answer.body);
    expect(rows).toHaveLength(2);
    expect(answer.body).not.toHaveProperty('meta');
    expect(rows.find((row) => row.id === partner.id)).toMatchObject({
      name: 'Iris Vale',
      email: 'iris@nomad.test',
      business_name: 'Nomad Threads',
      status: 'Active',
      total_sales: 125.5,
      availability: { Monday: { checked: true, start_time: '9:00 AM', end_time: '5:00 PM' } },
    });
  });

  it('searches owner name, email and business name without regard to case', async () => {
    const token = await adminToken(t);
    await givenPartner(t.db, { name: 'Iris Vale', email: 'a@one.test', businessName: 'Alpha' });
    await givenPartner(t.db, { name: 'Bo Chen', email: 'bo@zeta.test', businessName: 'Beta' });
    await givenPartner(t.db, {
      name: 'Cy Ray',
      email: 'c@three.test',
      businessName: 'Gamma Goods',
    });
    const names = async (search: string) =>
      listOf(
        (await call(t.app, 'GET', `/api/partners?search=${encodeURIComponent(search)}`, { token }))
          .body,
      ).map((row) => row.name);
    expect(await names('iris')).toEqual(['Iris Vale']);
    expect(await names('ZETA.test')).toEqual(['Bo Chen']);
    expect(await names('gamma')).toEqual(['Cy Ray']);
    expect(await names('nobody')).toEqual([]);
  });

  it('filters by status, reading approved as Active, and sorts and pages on request', async () => {
    const token = await adminToken(t);
    await givenPartner(t.db, { businessName: 'B shop', name: 'Cy Ray' });
    await givenPartner(t.db, { businessName: 'A shop', name: 'Al Bo' });
    await givenPartner(t.db, { businessName: 'C shop', name: 'Bea Co' });
    await givenPartner(t.db, { businessName: 'P shop', name: 'Di Fox', status: 'Pending' });

    const pending = await call(t.app, 'GET', '/api/partners?status=pending', { token });
    expect(listOf(pending.body).map((row) => row.business_name)).toEqual(['P shop']);

    const approved = await call(
      t.app,
      'GET',
      '/api/partners?status=approved&sort=business_name&dir=desc',
      { token },
    );
    expect(listOf(approved.body).map((row) => row.business_name)).toEqual([
      'C shop',
      'B shop',
      'A shop',
    ]);

    const paged = await call(t.app, 'GET', '/api/partners?sort=business_name&page=2&per_page=3', {
      token,
    });
    expect(listOf(paged.body).map((row) => row.business_name)).toEqual(['P shop']);
    expect(paged.body).toMatchObject({
      meta: { current_page: 2, per_page: 3, total: 4, last_page: 2 },
    });

    // A searched page sorted on its owners' names, among its matches.
    const searched = await call(t.app, 'GET', '/api/partners?search=example&sort=name&page=1', {
      token,
    });
    expect(listOf(searched.body).map((row) => row.business_name)).toEqual([
      'A shop',
      'C shop',
      'B shop',
      'P shop',
    ]);
  });

  it('answers 422 for a bad page size', async () => {
    const token = await adminToken(t);
    const answer = await call(t.app, 'GET', '/api/partners?page=1&per_page=500', { token });
    expect(answer.status).toBe(422);
    expect(answer.body).toMatchObject({ errors: { per_page: [expect.any(String)] } });
  });
});

describe('GET /api/partners/{id}', () => {
  it('gives the partner with products, orders, documents and rating', async () => {
    const token = await adminToken(t);
    const { partner } = await givenPartner(t.db, { name: 'Iris Vale' });
    await t.db
      .update(partners)
      .set({ averageRating: 4.5, reviewsCount: 12, latestComplaint: 'Late handover.' })
      .where(eq(partners.id, partner.id));
    const product = await givenProduct(t.db, partner.id, {
      name: 'Rain shell',
      buyPriceCents: 8999,
      images: ['/storage/demo/product-01.png'],
    });
    const order = await givenOrder(t.db, { partnerId: partner.id, totalCents: 4200, quantity: 3 });
    const back = await givenPartnerDocument(
      t.db,
      t.services.storage,
      partner.id,
      'license',
      'back',
      pngOf(1),
    );
    const front = await givenPartnerDocument(
      t.db,
      t.services.storage,
      partner.id,
      'license',
      'front',
      pngOf(2),
    );
    const idCard = await givenPartnerDocument(
      t.db,
      t.services.storage,
      partner.id,
      'owner_id_card',
      'front',
      pngOf(3),
    );
    const other = await givenPartner(t.db);
    await givenProduct(t.db, other.partner.id);

    const answer = await call(t.app, 'GET', `/api/partners/${partner.id}`, { token });
    expect(answer.status).toBe(200);
    const data = dataOf(answer.body);
    expect(data).toMatchObject({
      id: partner.id,
      name: 'Iris Vale',
      average_rating: 4.5,
      reviews_count: 12,
      latest_complaint: { message: 'Late handover.' },
      tax_id: '123456789',
      documents: {
        license: [{ file_path: front }, { file_path: back }],
        owner_id_card: [{ file_path: idCard }],
      },
    });
    expect(data.products).toEqual([
      expect.objectContaining({
        id: product.id,
        name: 'Rain shell',
        buy_price: 89.99,
        primary_image: '/storage/demo/product-01.png',
      }),
    ]);
    expect(data.order).toEqual([
      expect.objectContaining({
        id: order.id,
        total_price: 42,
        items_count: 3,
        partner_name: partner.businessName,
        traveler_name: expect.stringMatching(/^Traveler/),
      }),
    ]);
  });

  it('answers 404 for an unknown or malformed id', async () => {
    const token = await adminToken(t);
    expect((await call(t.app, 'GET', '/api/partners/999', { token })).status).toBe(404);
    expect((await call(t.app, 'GET', '/api/partners/abc', { token })).status).toBe(404);
  });
});

describe('POST /api/partner/store', () => {
  it('adds an approved partner with the owner account, availability, photo and documents', async () => {
    const token = await adminToken(t);
    const photo = pngOf(10);
    const answer = await call(t.app, 'POST', '/api/partner/store', {
      token,
      body: partnerForm({
        profileImage: upload(photo),
        license_front: upload(jpegBytes, 'image/jpeg'),
        ownerId_back: upload(pngOf(11)),
      }),
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ success: true, message: 'Partner added successfully!' });
    const data = dataOf(answer.body);
    expect(data).toMatchObject({
      name: 'Iris Vale',
      email: 'owner@nomad.test',
      business_name: 'Nomad Threads',
      category: 'Outdoor wear',
      phone: '212-456-7890',
      status: 'Active',
      latitude: 40.71,
      longitude: -73.96,
      availability: {
        Monday: { checked: true, start_time: '9:00 AM', end_time: '6:00 PM' },
        Sunday: { checked: false, start_time: null, end_time: null },
      },
    });
    expect(await storedBytes(t, data.profile_photo as string)).toEqual(new Uint8Array(photo));
    const documents = data.documents as { license: Json[]; owner_id_card: Json[] };
    expect(documents.license).toHaveLength(1);
    expect(documents.license[0]?.file_path).toMatch(/^\/storage\/documents\/[0-9a-f]{32}\.jpg$/);
    expect(await storedBytes(t, documents.license[0]?.file_path as string)).toEqual(jpegBytes);
    expect(documents.owner_id_card).toHaveLength(1);

    const [owner] = await t.db.select().from(users).where(eq(users.email, 'owner@nomad.test'));
    expect(owner).toMatchObject({ type: 'partner', firstName: 'Iris', lastName: 'Vale' });
  });

  it('answers 422 under the spec’s field names and creates nothing', async () => {
    const token = await adminToken(t);
    const answer = await call(t.app, 'POST', '/api/partner/store', {
      token,
      body: partnerForm({
        businessName: '',
        email: 'not-an-email',
        phone: '12345',
        ownerName: '',
        address: '',
        tax_id: '12-AB',
      }),
    });
    expect(answer.status).toBe(422);
    expect(answer.body).toMatchObject({
      errors: {
        businessName: ['The business name field is required.'],
        email: ['The email field must be a valid email address.'],
        phone: ['The phone field format is invalid.'],
        ownerName: ['The owner name field is required.'],
        address: ['The address field is required.'],
        tax_id: ['The tax id field format is invalid.'],
      },
    });
    expect(await t.db.select().from(partners)).toHaveLength(0);
  });

  it('refuses availability that is not valid JSON', async () => {
    const token = await adminToken(t);
    const answer = await call(t.app, 'POST', '/api/partner/store', {
      token,
      body: partnerForm({ availability: '{Monday' }),
    });
    expect(answer.status).toBe(422);
    expect(answer.body).toMatchObject({ errors: { availability: [expect.any(String)] } });
  });

  it('refuses an email another account has', async () => {
    const token = await adminToken(t);
    const answer = await call(t.app, 'POST', '/api/partner/store', {
      token,
      body: partnerForm({ email: 'ADMIN@example.test' }),
    });
    expect(answer.status).toBe(422);
    expect(answer.body).toMatchObject({
      errors: { email: ['The email has already been taken.'] },
    });
    expect(await t.db.select().from(partners)).toHaveLength(0);
  });

  it('checks images by their bytes: a .png name and type on other bytes is refused', async () => {
    const token = await adminToken(t);
    const filesBefore = await storedFileCount(t);
    const answer = await call(t.app, 'POST', '/api/partner/store', {
      token,
      body: partnerForm({
        profileImage: upload(new TextEncoder().encode('<svg onload=alert(1)>')),
        license_front: upload(pngOf(5)),
      }),
    });
    expect(answer.status).toBe(422);
    expect(answer.body).toMatchObject({
      errors: { profileImage: ['The profile image field must be a file of type: png, jpg, jpeg.'] },
    });
    expect(answer.body).not.toHaveProperty('errors.license_front');
    expect(await t.db.select().from(partners)).toHaveLength(0);
    expect(await storedFileCount(t)).toBe(filesBefore);
  });

  it('refuses an image over 5 MB and takes one of exactly 5 MB', async () => {
    const token = await adminToken(t);
    const limit = 5120 * 1024;
    const padded = (size: number) => {
      const bytes = new Uint8Array(size);
      bytes.set(pngOf(1));
      return bytes;
    };
    const tooBig = await call(t.app, 'POST', '/api/partner/store', {
      token,
      body: partnerForm({ license_back: upload(padded(limit + 1)) }),
    });
    expect(tooBig.status).toBe(422);
    expect(tooBig.body).toMatchObject({
      errors: { license_back: ['The license back field must not be greater than 5120 kilobytes.'] },
    });
    const atLimit = await call(t.app, 'POST', '/api/partner/store', {
      token,
      body: partnerForm({ license_back: upload(padded(limit)) }),
    });
    expect(atLimit.status).toBe(200);
  });
});

describe('POST /api/partner/update/{id}', () => {
  async function storedPartner(token: string) {
    const answer = await call(t.app, 'POST', '/api/partner/store', {
      token,
      body: partnerForm({
        profileImage: upload(pngOf(20)),
        license_front: upload(pngOf(21)),
        license_back: upload(pngOf(22)),
      }),
    });
    return dataOf(answer.body) as Json & {
      id: number;
      profile_photo: string;
      documents: { license: { file_path: string }[] };
    };
  }

  it('changes the fields, replaces only newly chosen files and keeps what was not sent', async () => {
    const token = await adminToken(t);
    const before = await storedPartner(token);
    const [oldFront, oldBack] = before.documents.license.map((document) => document.file_path);
    const form = partnerForm({
      businessName: 'Nomad Threads Co',
      email: 'owner@nomad.test',
      ownerName: 'Iris Vale-Stone',
      license_front: upload(pngOf(30)),
      availability: null,
    });
    const answer = await call(t.app, 'POST', `/api/partner/update/${before.id}`, {
      token,
      body: form,
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ success: true, message: 'Partner updated successfully!' });
    const data = dataOf(answer.body) as typeof before;
    expect(data).toMatchObject({
      business_name: 'Nomad Threads Co',
      name: 'Iris Vale-Stone',
      profile_photo: before.profile_photo,
      availability: before.availability,
    });
    const [newFront, back] = data.documents.license.map((document) => document.file_path);
    expect(back).toBe(oldBack);
    expect(newFront).not.toBe(oldFront);
    expect(await storedBytes(t, newFront as string)).toEqual(new Uint8Array(pngOf(30)));
    expect(existsSync(t.services.storage.fileOf(oldFront as string) as string)).toBe(false);
    expect(await t.db.select().from(partnerDocuments)).toHaveLength(2);
  });

  it('replaces the photo and deletes the old one', async () => {
    const token = await adminToken(t);
    const before = await storedPartner(token);
    const answer = await call(t.app, 'POST', `/api/partner/update/${before.id}`, {
      token,
      body: partnerForm({ profileImage: upload(pngOf(40)) }),
    });
    const photo = dataOf(answer.body).profile_photo as string;
    expect(photo).not.toBe(before.profile_photo);
    expect(await storedBytes(t, photo)).toEqual(new Uint8Array(pngOf(40)));
    expect(existsSync(t.services.storage.fileOf(before.profile_photo) as string)).toBe(false);
  });

  it('refuses another account’s email or a disguised file, and changes nothing', async () => {
    const token = await adminToken(t);
    const before = await storedPartner(token);
    const taken = await call(t.app, 'POST', `/api/partner/update/${before.id}`, {
      token,
      body: partnerForm({ email: 'admin@example.test', businessName: 'Changed' }),
    });
    expect(taken.status).toBe(422);
    expect(taken.body).toMatchObject({ errors: { email: ['The email has already been taken.'] } });
    const disguised = await call(t.app, 'POST', `/api/partner/update/${before.id}`, {
      token,
      body: partnerForm({
        businessName: 'Changed',
        license_front: upload(new Uint8Array([1, 2, 3])),
      }),
    });
    expect(disguised.status).toBe(422);
    const after = dataOf((await call(t.app, 'GET', `/api/partners/${before.id}`, { token })).body);
    expect(after.business_name).toBe('Nomad Threads');
    expect(after.documents).toEqual(before.documents);
  });

  it('answers 404 for an unknown partner', async () => {
    const token = await adminToken(t);
    const answer = await call(t.app, 'POST', '/api/partner/update/999', {
      token,
      body: partnerForm(),
    });
    expect(answer.status).toBe(404);
  });
});

describe('POST /api/partners/status-update', () => {
  const statusOf = async (id: number) =>
    (await t.db.select().from(partners).where(eq(partners.id, id)))[0]?.status;

  it.each([
    ['Pending', 'accept', 'Active', 'Partner activated successfully!'],
    ['Pending', 'reject', 'Suspended', 'Partner rejected successfully!'],
    ['Active', 'suspended', 'Suspended', 'Partner suspended successfully!'],
    ['Suspended', 'accept', 'Active', 'Partner activated successfully!'],
  ] as const)('%s + %s makes it %s', async (from, status, to, message) => {
    const token = await adminToken(t);
    const { partner } = await givenPartner(t.db, { status: from });
    const answer = await call(t.app, 'POST', '/api/partners/status-update', {
      token,
      json: { id: partner.id, status },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      success: true,
      message,
      data: { id: partner.id, status: to },
    });
    expect(await statusOf(partner.id)).toBe(to);
  });

  it.each([
    ['Active', 'accept'],
    ['Active', 'reject'],
    ['Suspended', 'suspended'],
    ['Suspended', 'reject'],
    ['Pending', 'suspended'],
  ] as const)('refuses %s + %s with 422 and changes nothing', async (from, status) => {
    const token = await adminToken(t);
    const { partner } = await givenPartner(t.db, { status: from });
    const answer = await call(t.app, 'POST', '/api/partners/status-update', {
      token,
      json: { id: partner.id, status },
    });
    expect(answer.status).toBe(422);
    expect(answer.body).toMatchObject({
      message: expect.stringContaining(`This partner is ${from}`),
      errors: { status: [expect.any(String)] },
    });
    expect(await statusOf(partner.id)).toBe(from);
  });

  it('answers 404 for an unknown partner and 422 for an unknown action', async () => {
    const token = await adminToken(t);
    const unknown = await call(t.app, 'POST', '/api/partners/status-update', {
      token,
      json: { id: 999, status: 'accept' },
    });
    expect(unknown.status).toBe(404);
    const { partner } = await givenPartner(t.db, { status: 'Pending' });
    const bad = await call(t.app, 'POST', '/api/partners/status-update', {
      token,
      json: { id: partner.id, status: 'approve' },
    });
    expect(bad.status).toBe(422);
    expect(bad.body).toMatchObject({ errors: { status: ['The selected status is invalid.'] } });
    expect(await statusOf(partner.id)).toBe('Pending');
  });
});

describe('POST /api/partners/request-information', () => {
  it('mails the partner the message and the deadline through the outbox', async () => {
    const token = await adminToken(t);
    await givenPartner(t.db, { email: 'iris@nomad.test', status: 'Pending' });
    t.clock.at = Date.parse('2025-05-05T10:00:00Z');
    const answer = await call(t.app, 'POST', '/api/partners/request-information', {
      token,
      json: {
        to: 'Iris@Nomad.test',
        businessName: 'Nomad Threads',
        message: 'Please send your tax certificate.\nA photo is fine.',
        deadline: 'next_week',
      },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ success: true, message: 'Email sent successfully!' });
    const outbox = await t.db.select().from(mails);
    expect(outbox).toHaveLength(1);
    expect(outbox[0]).toMatchObject({ to: 'iris@nomad.test', transport: 'outbox' });
    expect(outbox[0]?.text).toContain('Hello Nomad Threads,');
    expect(outbox[0]?.text).toContain('Please send your tax certificate.\nA photo is fine.');
    expect(outbox[0]?.text).toContain('Please reply by Monday, May 12, 2025.');
    expect(outbox[0]?.html).toContain('<p>A photo is fine.</p>');
  });

  it('sends without a deadline, as the product dialog asks', async () => {
    const token = await adminToken(t);
    await givenPartner(t.db, { email: 'iris@nomad.test' });
    const answer = await call(t.app, 'POST', '/api/partners/request-information', {
      token,
      json: { to: 'iris@nomad.test', message: 'Which fabric is the jacket?' },
    });
    expect(answer.status).toBe(200);
    const [mail] = await t.db.select().from(mails);
    expect(mail?.text).toContain('Which fabric is the jacket?');
    expect(mail?.text).not.toContain('Please reply by');
  });

  it('mails only partners, and needs a message', async () => {
    const token = await adminToken(t);
    const stranger = await call(t.app, 'POST', '/api/partners/request-information', {
      token,
      json: { to: 'admin@example.test', message: 'Hello' },
    });
    expect(stranger.status).toBe(422);
    expect(stranger.body).toMatchObject({ errors: { to: ['The selected to is invalid.'] } });
    await givenPartner(t.db, { email: 'iris@nomad.test' });
    const empty = await call(t.app, 'POST', '/api/partners/request-information', {
      token,
      json: { to: 'iris@nomad.test', message: '  ', deadline: 'someday' },
    });
    expect(empty.status).toBe(422);
    expect(empty.body).toMatchObject({
      errors: {
        message: ['The message field is required.'],
        deadline: ['The selected deadline is invalid.'],
      },
    });
    expect(await t.db.select().from(mails)).toHaveLength(0);
  });
});

describe('GET /api/partners/{id}/documents/download', () => {
  it('zips every document of the partner, named by kind and side', async () => {
    const token = await adminToken(t);
    const { partner } = await givenPartner(t.db);
    const files = {
      'license-front.png': pngOf(50),
      'license-back.png': pngOf(51),
      'owner-id-card-front.png': pngOf(52),
    };
    const storage = t.services.storage;
    await givenPartnerDocument(
      t.db,
      storage,
      partner.id,
      'license',
      'front',
      files['license-front.png'],
    );
    await givenPartnerDocument(
      t.db,
      storage,
      partner.id,
      'license',
      'back',
      files['license-back.png'],
    );
    await givenPartnerDocument(
      t.db,
      storage,
      partner.id,
      'owner_id_card',
      'front',
      files['owner-id-card-front.png'],
    );
    const other = await givenPartner(t.db);
    await givenPartnerDocument(t.db, storage, other.partner.id, 'license', 'front', pngOf(99));

    const response = await t.app.request(`/api/partners/${partner.id}/documents/download`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('application/zip');
    expect(response.headers.get('Content-Disposition')).toContain(
      `filename="partner-${partner.id}-documents.zip"`,
    );
    const entries = unzipSync(new Uint8Array(await response.arrayBuffer()));
    expect(Object.keys(entries).sort()).toEqual(Object.keys(files).sort());
    for (const [name, bytes] of Object.entries(files)) {
      expect(entries[name]).toEqual(new Uint8Array(bytes));
    }
  });

  it('answers 404 with a message when the partner has no documents, or is unknown', async () => {
    const token = await adminToken(t);
    const { partner } = await givenPartner(t.db);
    const none = await call(t.app, 'GET', `/api/partners/${partner.id}/documents/download`, {
      token,
    });
    expect(none.status).toBe(404);
    expect(none.body).toEqual({ message: 'This partner has no documents to download.' });
    const unknown = await call(t.app, 'GET', '/api/partners/999/documents/download', { token });
    expect(unknown.status).toBe(404);
  });
});
