import type { Db } from '../../src/db/index.ts';
import {
  partnerDocuments,
  partners,
  riderDocuments,
  riderRegions,
  riders,
  travelerAddresses,
  travelers,
  users,
} from '../../src/db/schema/index.ts';
import { encodePng } from '../../src/files/png.ts';
import type { Storage } from '../../src/files/storage.ts';
import { first, next } from './rows.ts';

/** A tiny real PNG in a given colour, so two uploads can be told apart by their bytes. */
export const pngOf = (red: number) => encodePng(2, 2, () => [red, 40, 90]);

/** A real JPEG's first bytes are enough for a content check that reads magic numbers. */
export const jpegBytes = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46]);

/** What every person fixture takes: the users row's name, email and phone. */
export interface PersonFields {
  name?: string;
  email?: string;
  /** Default: a distinct 212-555 number; null for none. */
  phone?: string | null;
}

/** A users row of a type; each one gets its own name, email and phone unless told. */
async function givenPerson(db: Db, type: string, fields: PersonFields, n: number) {
  const name = fields.name ?? `${type[0]!.toUpperCase()}${type.slice(1)} Number${n}`;
  const [firstName, ...rest] = name.split(' ');
  return first(
    await db
      .insert(users)
      .values({
        type,
        name,
        firstName,
        lastName: rest.join(' '),
        email: fields.email ?? `${type}${n}@example.test`,
        phone: fields.phone === undefined ? `212-555-${String(1000 + n).slice(-4)}` : fields.phone,
      })
      .returning(),
  );
}

/** A traveler; `withAddresses` files a shipping and a billing address on them. */
export async function givenTraveler(
  db: Db,
  fields: PersonFields & {
    status?: 'Active' | 'Suspended';
    country?: string;
    createdAt?: Date;
    withAddresses?: boolean;
  } = {},
) {
  const user = await givenPerson(db, 'traveler', fields, next());
  const traveler = first(
    await db
      .insert(travelers)
      .values({
        userId: user.id,
        country: fields.country ?? 'United States',
        status: fields.status ?? 'Active',
        lastActiveAt: new Date('2026-01-02T03:04:05Z'),
        createdAt: fields.createdAt,
      })
      .returning(),
  );
  if (fields.withAddresses) {
    await db.insert(travelerAddresses).values([
      {
        travelerId: traveler.id,
        type: 'shipping',
        name: user.name,
        address: '200 Kent Ave, Brooklyn',
        latitude: 40.7163,
        longitude: -73.965,
      },
      {
        travelerId: traveler.id,
        type: 'billing',
        name: user.name,
        address: '11 Wall St, New York',
      },
    ]);
  }
  return { user, traveler };
}

/** A full address of a traveler, as the profile lists it. */
export async function givenAddress(db: Db, travelerId: number, type: 'shipping' | 'billing') {
  return first(
    await db
      .insert(travelerAddresses)
      .values({
        travelerId,
        type,
        name: 'Home',
        country: 'United States',
        phone: '212-555-0199',
        address: '200 Kent Ave, Brooklyn, NY 11249',
        latitude: 40.7163,
        longitude: -73.965,
      })
      .returning(),
  );
}

/** A partner with its owner, an address, a tax id and Monday opening hours; Active by default. */
export async function givenPartner(
  db: Db,
  fields: PersonFields & {
    status?: 'Active' | 'Pending' | 'Suspended';
    businessName?: string;
    createdAt?: Date;
  } = {},
) {
  const n = next();
  const user = await givenPerson(db, 'partner', fields, n);
  const partner = first(
    await db
      .insert(partners)
      .values({
        userId: user.id,
        businessName: fields.businessName ?? `Shop ${n}`,
        address: '1 Main St, Brooklyn',
        latitude: 40.7,
        longitude: -73.9,
        taxId: '123456789',
        status: fields.status ?? 'Active',
        availability: { Monday: { checked: true, start_time: '9:00 AM', end_time: '5:00 PM' } },
        createdAt: fields.createdAt,
      })
      .returning(),
  );
  return { user, partner };
}

/** Stores a document image for real and files it on the partner. */
export async function givenPartnerDocument(
  db: Db,
  storage: Storage,
  partnerId: number,
  kind: 'license' | 'owner_id_card',
  side: 'front' | 'back',
  bytes: Uint8Array,
) {
  const filePath = await storage.save('documents', 'png', bytes);
  await db.insert(partnerDocuments).values({ partnerId, kind, side, filePath });
  return filePath;
}

/** A rider on a bike in Brooklyn, insured until 2030-01-31; Active and Offline by default. */
export async function givenRider(
  db: Db,
  fields: PersonFields & {
    status?: 'Active' | 'Suspended';
    availability?: 'Online' | 'Offline';
    regions?: string[];
    riderCode?: string;
    insuranceExpireDate?: string;
  } = {},
) {
  const n = next();
  const user = await givenPerson(db, 'rider', fields, n);
  const rider = first(
    await db
      .insert(riders)
      .values({
        userId: user.id,
        riderCode: fields.riderCode ?? `RD-T${String(n).padStart(4, '0')}`,
        address: '2 Court St, Brooklyn',
        status: fields.status ?? 'Active',
        availabilityStatus: fields.availability ?? 'Offline',
        vehicleType: 'Bike',
        vehicleName: 'Cargo bike',
        licensePlate: 'AB-1234',
        insuranceExpireDate: fields.insuranceExpireDate ?? '2030-01-31',
        averageDeliveryMinutes: 30,
      })
      .returning(),
  );
  const regions = fields.regions ?? ['Brooklyn'];
  if (regions.length > 0) {
    await db.insert(riderRegions).values(regions.map((region) => ({ riderId: rider.id, region })));
  }
  return { user, rider };
}

/** Stores a licence image for real and files it on the rider. */
export async function givenRiderDocument(
  db: Db,
  storage: Storage,
  riderId: number,
  kind: 'license_front' | 'license_back',
  bytes: Uint8Array,
) {
  const filePath = await storage.save('documents', 'png', bytes);
  await db.insert(riderDocuments).values({ riderId, kind, filePath });
  return filePath;
}
