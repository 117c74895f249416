import type { Db } from '../../src/db/index.ts';
import {
  orderItems,
  orders,
  partnerDocuments,
  partners,
  productImages,
  products,
  riderDocuments,
  riderRegions,
  riders,
  travelers,
  users,
} from '../../src/db/schema/index.ts';
import { encodePng } from '../../src/files/png.ts';
import type { Storage } from '../../src/files/storage.ts';

/** A tiny real PNG in a given colour, so two uploads can be told apart by their bytes. */
export const pngOf = (red: number) => encodePng(2, 2, () => [red, 40, 90]);

/** A real JPEG's first bytes are enough for a content check that reads magic numbers. */
export const jpegBytes = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46]);

let sequence = 0;
const next = () => ++sequence;

async function givenPerson(db: Db, type: string, name: string, email: string) {
  const [first, last] = name.split(' ');
  const [user] = await db
    .insert(users)
    .values({ type, name, firstName: first, lastName: last, email, phone: '212-555-0100' })
    .returning();
  if (!user) throw new Error('no user');
  return user;
}

export async function givenPartner(
  db: Db,
  fields: {
    status?: 'Active' | 'Pending' | 'Suspended';
    name?: string;
    email?: string;
    businessName?: string;
  } = {},
) {
  const n = next();
  const user = await givenPerson(
    db,
    'partner',
    fields.name ?? `Owner Number${n}`,
    fields.email ?? `owner${n}@shop.test`,
  );
  const [partner] = await db
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
    })
    .returning();
  if (!partner) throw new Error('no partner');
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

export async function givenRider(
  db: Db,
  fields: {
    status?: 'Active' | 'Suspended';
    availability?: 'Online' | 'Offline';
    name?: string;
    email?: string;
    regions?: string[];
  } = {},
) {
  const n = next();
  const user = await givenPerson(
    db,
    'rider',
    fields.name ?? `Rider Number${n}`,
    fields.email ?? `rider${n}@riders.test`,
  );
  const [rider] = await db
    .insert(riders)
    .values({
      userId: user.id,
      riderCode: `RD-T${String(n).padStart(4, '0')}`,
      address: '2 Court St, Brooklyn',
      status: fields.status ?? 'Active',
      availabilityStatus: fields.availability ?? 'Offline',
      vehicleType: 'Bike',
      vehicleName: 'Cargo bike',
      licensePlate: 'AB-1234',
      insuranceExpireDate: '2030-01-31',
      averageDeliveryMinutes: 30,
    })
    .returning();
  if (!rider) throw new Error('no rider');
  const regions = fields.regions ?? ['Brooklyn'];
  if (regions.length > 0) {
    await db.insert(riderRegions).values(regions.map((region) => ({ riderId: rider.id, region })));
  }
  return { user, rider };
}

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

export async function givenProduct(
  db: Db,
  partnerId: number,
  fields: { name?: string; status?: 'Pending' | 'Active' | 'Suspended'; priceCents?: number } = {},
) {
  const n = next();
  const [product] = await db
    .insert(products)
    .values({
      partnerId,
      productCode: `PRD-T${n}`,
      name: fields.name ?? `Jacket ${n}`,
      status: fields.status ?? 'Active',
      buyPriceCents: fields.priceCents ?? 4550,
      stock: 3,
      conditionGrade: 'A',
    })
    .returning();
  if (!product) throw new Error('no product');
  await db
    .insert(productImages)
    .values({ productId: product.id, imagePath: '/storage/demo/product-01.png' });
  return product;
}

/** An order of a new traveler from the partner, with one line of `quantity` items. */
export async function givenOrder(
  db: Db,
  fields: {
    partnerId: number;
    riderId?: number | null;
    status?: string;
    totalCents?: number;
    quantity?: number;
  },
) {
  const n = next();
  const user = await givenPerson(db, 'traveler', `Traveler Number${n}`, `traveler${n}@mail.test`);
  const [traveler] = await db.insert(travelers).values({ userId: user.id }).returning();
  if (!traveler) throw new Error('no traveler');
  const totalCents = fields.totalCents ?? 10000;
  const [order] = await db
    .insert(orders)
    .values({
      travelerId: traveler.id,
      partnerId: fields.partnerId,
      riderId: fields.riderId ?? null,
      status: fields.status ?? 'Pending',
      subtotalCents: totalCents,
      totalCents,
    })
    .returning();
  if (!order) throw new Error('no order');
  const quantity = fields.quantity ?? 1;
  await db.insert(orderItems).values({
    orderId: order.id,
    productName: 'Linen shirt',
    priceCents: Math.round(totalCents / quantity),
    quantity,
    totalCents,
  });
  return order;
}
