import { existsSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { riderDocuments, riderRegions, riders, users } from '../../src/db/schema/index.ts';
import { adminToken, itAdmitsAdminsOnly } from '../helpers/access-checks.ts';
import { dataOf, listOf, type Json } from '../helpers/answers.ts';
import { givenOrder } from '../helpers/commerce.ts';
import {
  givenPartner,
  givenRider,
  givenRiderDocument,
  jpegBytes,
  pngOf,
} from '../helpers/people.ts';
import { call, useTestApp } from '../helpers/test-app.ts';
import { formOf, storedBytes, storedFileCount, upload } from '../helpers/uploads.ts';

const t = useTestApp();

const riderForm = (fields: Record<string, string | Blob | null> = {}) =>
  formOf(
    {
      first_name: 'Sam',
      last_name: 'Rivera',
      email: 'Sam@Riders.test',
      phone: '718-555-0199',
      address: '5 Court St, Brooklyn',
      latitude: '40.69',
      longitude: '-73.99',
      insurance_expire_date: '2030-06-30',
      assigned_region: 'Queens,Brooklyn',
      vehicle_type: 'Scooter',
      vehicle_name: 'Vespa Elettrica',
      license_plate: 'SCT-4242',
    },
    fields,
  );

describe('riders: who may call', () => {
  const calls: [string, string][] = [
    ['GET', '/api/riders'],
    ['GET', '/api/riders/1'],
    ['POST', '/api/riders/store'],
    ['POST', '/api/riders/update/1'],
    ['POST', '/api/riders/status-update'],
    ['GET', '/api/riders/1/documents/download'],
  ];

  itAdmitsAdminsOnly(t, calls);
});

describe('GET /api/riders', () => {
  it('lists riders with code, regions, order counts and insurance state', async () => {
    const token = await adminToken(t);
    t.clock.at = Date.parse('2030-01-31T12:00:00Z');
    const { rider } = await givenRider(t.db, {
      name: 'Sam Rivera',
      regions: ['Manhattan', 'Brooklyn'],
    });
    const { partner } = await givenPartner(t.db);
    for (const status of ['Pending', 'Shipped', 'Delivered', 'Completed', 'Cancelled']) {
      await givenOrder(t.db, { partnerId: partner.id, riderId: rider.id, status });
    }
    const expired = await givenRider(t.db);
    await t.db
      .update(riders)
      .set({ insuranceExpireDate: '2030-01-30' })
      .where(eq(riders.id, expired.rider.id));

    const answer = await call(t.app, 'GET', '/api/riders', { token });
    expect(answer.status).toBe(200);
    const rows = listOf(answer.body);
    expect(rows).toHaveLength(2);
    expect(rows.find((row) => row.id === rider.id)).toMatchObject({
      rider_id: rider.riderCode,
      name: 'Sam Rivera',
      first_name: 'Sam',
      status: 'Active',
      availability_status: 'Offline',
      assigned_region: ['Brooklyn', 'Manhattan'],
      current_assigned_orders: 2,
      delivered_orders_count: 2,
      cancelled_orders_count: 1,
      insurance_expire_date: '2030-01-31',
      insurance: 'Valid',
      average_delivery_time: '30 min',
    });
    expect(rows.find((row) => row.id === expired.rider.id)).toMatchObject({
      insurance: 'Expired',
      current_assigned_orders: 0,
    });
  });

  it('searches name, email, rider id and phone, and filters on availability or status', async () => {
    const token = await adminToken(t);
    const sam = await givenRider(t.db, {
      name: 'Sam Rivera',
      availability: 'Online',
      phone: '347-555-0142',
    });
    await givenRider(t.db, { name: 'Ana Lopez', email: 'ana@fleet.test' });
    await givenRider(t.db, { name: 'Kim Park', status: 'Suspended' });
    const names = async (query: string) =>
      listOf((await call(t.app, 'GET', `/api/riders?${query}`, { token })).body)
        .map((row) => row.name)
        .sort();
    expect(await names('search=rivera')).toEqual(['Sam Rivera']);
    expect(await names('search=FLEET')).toEqual(['Ana Lopez']);
    expect(await names(`search=${sam.rider.riderCode.toLowerCase()}`)).toEqual(['Sam Rivera']);
    expect(await names('search=555-0142')).toEqual(['Sam Rivera']);
    expect(await names('status=online')).toEqual(['Sam Rivera']);
    expect(await names('status=Offline')).toEqual(['Ana Lopez', 'Kim Park']);
    expect(await names('status=suspended')).toEqual(['Kim Park']);
    // Assign rider asks for Active riders only, within the availability filter (D44).
    expect(await names('standing=Active&status=Offline')).toEqual(['Ana Lopez']);
    const wrong = await call(t.app, 'GET', '/api/riders?standing=Retired', { token });
    expect(wrong.status).toBe(422);
    expect(wrong.body).toMatchObject({
      errors: { standing: ['The selected standing is invalid.'] },
    });
  });

  it('sorts and pages on request', async () => {
    const token = await adminToken(t);
    await givenRider(t.db, { name: 'Cy Ray' });
    await givenRider(t.db, { name: 'Al Bo' });
    await givenRider(t.db, { name: 'Bea Co' });
    const answer = await call(t.app, 'GET', '/api/riders?sort=name&page=1&per_page=2', { token });
    expect(listOf(answer.body).map((row) => row.name)).toEqual(['Al Bo', 'Bea Co']);
    expect(answer.body).toMatchObject({
      meta: { current_page: 1, per_page: 2, total: 3, last_page: 2 },
    });
    // A searched page is sorted among its matches alike.
    const searched = await call(
      t.app,
      'GET',
      '/api/riders?search=example&sort=name&dir=desc&page=1',
      { token },
    );
    expect(listOf(searched.body).map((row) => row.name)).toEqual(['Cy Ray', 'Bea Co', 'Al Bo']);
  });
});

describe('GET /api/riders/{id}', () => {
  it('gives the rider with licence images and the orders they carried', async () => {
    const token = await adminToken(t);
    const { rider } = await givenRider(t.db);
    const front = await givenRiderDocument(
      t.db,
      t.services.storage,
      rider.id,
      'license_front',
      pngOf(1),
    );
    const { partner } = await givenPartner(t.db);
    const order = await givenOrder(t.db, {
      partnerId: partner.id,
      riderId: rider.id,
      totalCents: 2599,
    });
    await givenOrder(t.db, { partnerId: partner.id });

    const answer = await call(t.app, 'GET', `/api/riders/${rider.id}`, { token });
    expect(answer.status).toBe(200);
    const data = dataOf(answer.body);
    expect(data).toMatchObject({
      id: rider.id,
      documents: { license_front: { file_path: front }, license_back: null },
    });
    expect(data.order).toEqual([
      expect.objectContaining({ id: order.id, total_price: 25.99, rider_name: data.name }),
    ]);
  });

  it('answers 404 for an unknown id', async () => {
    const token = await adminToken(t);
    expect((await call(t.app, 'GET', '/api/riders/999', { token })).status).toBe(404);
  });
});

describe('POST /api/riders/store', () => {
  it('adds an active rider with a display code, regions, photo and licence images', async () => {
    const token = await adminToken(t);
    const photo = pngOf(7);
    const answer = await call(t.app, 'POST', '/api/riders/store', {
      token,
      // The original add form names the photo profileImage.
      body: riderForm({
        profileImage: upload(photo),
        license_front: upload(jpegBytes, 'image/jpeg'),
        license_back: upload(pngOf(8)),
      }),
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ success: true, message: 'Rider added successfully!' });
    const data = dataOf(answer.body) as Json & {
      id: number;
      profile_photo: string;
      documents: Record<string, { file_path: string }>;
    };
    expect(data).toMatchObject({
      rider_id: `RD-${String(data.id).padStart(4, '0')}`,
      name: 'Sam Rivera',
      email: 'sam@riders.test',
      phone: '718-555-0199',
      status: 'Active',
      availability_status: 'Offline',
      assigned_region: ['Brooklyn', 'Queens'],
      vehicle_type: 'Scooter',
      vehicle_name: 'Vespa Elettrica',
      license_plate: 'SCT-4242',
      insurance_expire_date: '2030-06-30',
      latitude: 40.69,
    });
    expect(await storedBytes(t, data.profile_photo)).toEqual(new Uint8Array(photo));
    expect(await storedBytes(t, data.documents.license_front?.file_path as string)).toEqual(
      jpegBytes,
    );
    expect(data.documents.license_front?.file_path).toMatch(/\.jpg$/);
    const [user] = await t.db.select().from(users).where(eq(users.email, 'sam@riders.test'));
    expect(user).toMatchObject({ type: 'rider', firstName: 'Sam', lastName: 'Rivera' });
  });

  it('answers 422 under the spec’s field names and creates nothing', async () => {
    const token = await adminToken(t);
    const form = new FormData();
    form.append('assigned_region', 'Brooklyn,Bronx');
    form.append('vehicle_type', 'Truck');
    form.append('insurance_expire_date', '2030-02-31');
    const answer = await call(t.app, 'POST', '/api/riders/store', { token, body: form });
    expect(answer.status).toBe(422);
    expect(answer.body).toMatchObject({
      errors: {
        first_name: ['The first name field is required.'],
        last_name: ['The last name field is required.'],
        email: ['The email field is required.'],
        phone: ['The phone field is required.'],
        address: ['The address field is required.'],
        insurance_expire_date: ['The insurance expire date field must be a valid date.'],
        // Per element, as Laravel keys `assigned_region.*` rules.
        'assigned_region.1': ['The selected assigned region is invalid.'],
        vehicle_type: ['The selected vehicle type is invalid.'],
        vehicle_name: ['The vehicle name field is required.'],
        license_plate: ['The license plate field is required.'],
      },
    });
    expect(await t.db.select().from(riders)).toHaveLength(0);
  });

  it('refuses a taken email, a disguised image and an image over 5 MB, storing nothing', async () => {
    const token = await adminToken(t);
    const filesBefore = await storedFileCount(t);
    const oversized = new Uint8Array(5120 * 1024 + 1);
    oversized.set(pngOf(1));
    const answer = await call(t.app, 'POST', '/api/riders/store', {
      token,
      body: riderForm({
        email: 'admin@example.test',
        profile_photo: upload(new TextEncoder().encode('GIF89a not a png')),
        license_front: upload(oversized),
        license_back: upload(pngOf(2)),
      }),
    });
    expect(answer.status).toBe(422);
    expect(answer.body).toMatchObject({
      errors: {
        email: ['The email has already been taken.'],
        profile_photo: ['The profile photo field must be a file of type: png, jpg, jpeg.'],
        license_front: ['The license front field must not be greater than 5120 kilobytes.'],
      },
    });
    expect(answer.body).not.toHaveProperty('errors.license_back');
    expect(await t.db.select().from(riders)).toHaveLength(0);
    expect(await storedFileCount(t)).toBe(filesBefore);
  });
});

describe('POST /api/riders/update/{id}', () => {
  async function storedRider(token: string) {
    const answer = await call(t.app, 'POST', '/api/riders/store', {
      token,
      body: riderForm({
        profile_photo: upload(pngOf(20)),
        license_front: upload(pngOf(21)),
        license_back: upload(pngOf(22)),
      }),
    });
    return dataOf(answer.body) as Json & {
      id: number;
      profile_photo: string;
      documents: Record<string, { file_path: string }>;
    };
  }

  it('changes fields and regions, replaces only newly chosen files', async () => {
    const token = await adminToken(t);
    const before = await storedRider(token);
    const answer = await call(t.app, 'POST', `/api/riders/update/${before.id}`, {
      token,
      body: riderForm({
        last_name: 'Rivera-Cruz',
        assigned_region: 'Manhattan',
        vehicle_type: 'Van',
        license_front: upload(pngOf(30)),
      }),
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ success: true, message: 'Rider updated successfully!' });
    const data = dataOf(answer.body) as typeof before;
    expect(data).toMatchObject({
      name: 'Sam Rivera-Cruz',
      assigned_region: ['Manhattan'],
      vehicle_type: 'Van',
      rider_id: before.rider_id,
      profile_photo: before.profile_photo,
      documents: { license_back: before.documents.license_back },
    });
    const front = data.documents.license_front?.file_path as string;
    expect(front).not.toBe(before.documents.license_front?.file_path);
    expect(await storedBytes(t, front)).toEqual(new Uint8Array(pngOf(30)));
    const oldFront = t.services.storage.fileOf(before.documents.license_front?.file_path as string);
    expect(existsSync(oldFront as string)).toBe(false);
    expect(await t.db.select().from(riderRegions)).toEqual([
      { riderId: before.id, region: 'Manhattan' },
    ]);
  });

  it('refuses a bad payload and changes nothing', async () => {
    const token = await adminToken(t);
    const before = await storedRider(token);
    const answer = await call(t.app, 'POST', `/api/riders/update/${before.id}`, {
      token,
      body: riderForm({ last_name: 'Changed', assigned_region: '', vehicle_type: 'Bike' }),
    });
    expect(answer.status).toBe(422);
    expect(answer.body).toMatchObject({
      errors: { assigned_region: ['The assigned region field is required.'] },
    });
    const after = dataOf((await call(t.app, 'GET', `/api/riders/${before.id}`, { token })).body);
    expect(after).toMatchObject({ last_name: 'Rivera', vehicle_type: 'Scooter' });
    expect(after.assigned_region).toEqual(['Brooklyn', 'Queens']);
  });

  it('answers 404 for an unknown rider', async () => {
    const token = await adminToken(t);
    const answer = await call(t.app, 'POST', '/api/riders/update/999', {
      token,
      body: riderForm(),
    });
    expect(answer.status).toBe(404);
  });
});

describe('POST /api/riders/status-update', () => {
  const stateOf = async (id: number) => {
    const [row] = await t.db.select().from(riders).where(eq(riders.id, id));
    return { status: row?.status, availability: row?.availabilityStatus };
  };

  it('suspends an active rider, who goes offline, and activates them again', async () => {
    const token = await adminToken(t);
    const { rider } = await givenRider(t.db, { availability: 'Online' });
    const suspended = await call(t.app, 'POST', '/api/riders/status-update', {
      token,
      json: { id: rider.id, status: 'suspended' },
    });
    expect(suspended.status).toBe(200);
    expect(suspended.body).toMatchObject({
      success: true,
      message: 'Rider suspended successfully!',
      data: { id: rider.id, status: 'Suspended' },
    });
    expect(await stateOf(rider.id)).toEqual({ status: 'Suspended', availability: 'Offline' });

    const active = await call(t.app, 'POST', '/api/riders/status-update', {
      token,
      json: { id: rider.id, status: 'active' },
    });
    expect(active.body).toMatchObject({ message: 'Rider activated successfully!' });
    expect(await stateOf(rider.id)).toEqual({ status: 'Active', availability: 'Offline' });
  });

  it.each([
    ['Active', 'active'],
    ['Suspended', 'suspended'],
  ] as const)('refuses %s + %s with 422 and changes nothing', async (from, status) => {
    const token = await adminToken(t);
    const { rider } = await givenRider(t.db, { status: from, availability: 'Online' });
    const answer = await call(t.app, 'POST', '/api/riders/status-update', {
      token,
      json: { id: rider.id, status },
    });
    expect(answer.status).toBe(422);
    expect(answer.body).toMatchObject({
      message: expect.stringContaining(`This rider is ${from}`),
      errors: { status: [expect.any(String)] },
    });
    expect(await stateOf(rider.id)).toEqual({ status: from, availability: 'Online' });
  });

  it('answers 404 for an unknown rider and 422 for an unknown action', async () => {
    const token = await adminToken(t);
    const unknown = await call(t.app, 'POST', '/api/riders/status-update', {
      token,
      json: { id: 999, status: 'active' },
    });
    expect(unknown.status).toBe(404);
    const bad = await call(t.app, 'POST', '/api/riders/status-update', {
      token,
      json: { id: 1, status: 'Online' },
    });
    expect(bad.status).toBe(422);
    expect(bad.body).toMatchObject({ errors: { status: ['The selected status is invalid.'] } });
  });
});

describe('GET /api/riders/{id}/documents/download', () => {
  it('zips the rider’s licence images', async () => {
    const token = await adminToken(t);
    const { rider } = await givenRider(t.db);
    const front = pngOf(60);
    const back = pngOf(61);
    await givenRiderDocument(t.db, t.services.storage, rider.id, 'license_front', front);
    await givenRiderDocument(t.db, t.services.storage, rider.id, 'license_back', back);
    const other = await givenRider(t.db);
    await givenRiderDocument(t.db, t.services.storage, other.rider.id, 'license_front', pngOf(99));

    const response = await t.app.request(`/api/riders/${rider.id}/documents/download`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('application/zip');
    expect(response.headers.get('Content-Disposition')).toContain(
      `filename="rider-${rider.id}-documents.zip"`,
    );
    const entries = unzipSync(new Uint8Array(await response.arrayBuffer()));
    expect(Object.keys(entries).sort()).toEqual(['license-back.png', 'license-front.png']);
    expect(entries['license-front.png']).toEqual(new Uint8Array(front));
    expect(entries['license-back.png']).toEqual(new Uint8Array(back));
  });

  it('answers 404 with a message when there is nothing to download, or the rider is unknown', async () => {
    const token = await adminToken(t);
    const { rider } = await givenRider(t.db);
    // A row whose file has gone from disk counts as nothing to download.
    await t.db.insert(riderDocuments).values({
      riderId: rider.id,
      kind: 'license_front',
      filePath: '/storage/documents/gone.png',
    });
    const none = await call(t.app, 'GET', `/api/riders/${rider.id}/documents/download`, { token });
    expect(none.status).toBe(404);
    expect(none.body).toEqual({ message: 'This rider has no documents to download.' });
    const unknown = await call(t.app, 'GET', '/api/riders/999/documents/download', { token });
    expect(unknown.status).toBe(404);
  });
});
