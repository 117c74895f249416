import type { Db } from '../../src/db/index.ts';
import {
  orderItems,
  orders,
  productImages,
  products,
  productVideos,
  refundImages,
  refunds,
  supportMessages,
  supportTickets,
  transactions,
  travelerAddresses,
  travelers,
  users,
} from '../../src/db/schema/index.ts';

let sequence = 0;
const next = () => ++sequence;

function first<T>(rows: T[]): T {
  const [row] = rows;
  if (!row) throw new Error('The insert returned no row');
  return row;
}

/** A traveler with a shipping and a billing address. */
export async function givenTraveler(db: Db, fields: { name?: string; email?: string } = {}) {
  const n = next();
  const name = fields.name ?? `Mina Park${n}`;
  const user = first(
    await db
      .insert(users)
      .values({
        type: 'traveler',
        name,
        email: fields.email ?? `mina${n}@travel.test`,
        phone: '917-555-0101',
        profilePhoto: `/storage/avatars/traveler-${n}.png`,
      })
      .returning(),
  );
  const traveler = first(await db.insert(travelers).values({ userId: user.id }).returning());
  await db.insert(travelerAddresses).values([
    {
      travelerId: traveler.id,
      type: 'shipping',
      name,
      address: '200 Kent Ave, Brooklyn',
      latitude: 40.7163,
      longitude: -73.965,
    },
    { travelerId: traveler.id, type: 'billing', name, address: '11 Wall St, New York' },
  ]);
  return { user, traveler };
}

export async function givenProductOf(
  db: Db,
  partnerId: number,
  fields: Partial<typeof products.$inferInsert> = {},
) {
  const n = next();
  const product = first(
    await db
      .insert(products)
      .values({
        partnerId,
        productCode: `PRD-C${String(n).padStart(5, '0')}`,
        name: `Merino tee ${n}`,
        status: 'Active',
        buyPriceCents: 2850,
        stock: 5,
        ...fields,
      })
      .returning(),
  );
  await db.insert(productImages).values([
    { productId: product.id, imagePath: `/storage/demo/product-${n}-b.png`, position: 1 },
    { productId: product.id, imagePath: `/storage/demo/product-${n}-a.png`, position: 0 },
  ]);
  await db
    .insert(productVideos)
    .values({ productId: product.id, videoUrl: 'https://youtu.be/dQw4w9WgXcQ' });
  return product;
}

/** An order with one line per product given, and a card payment unless it is Pending. */
export async function givenOrderOf(
  db: Db,
  fields: {
    travelerId: number;
    partnerId: number;
    lines: { productId: number | null; name: string; priceCents: number; quantity: number }[];
    riderId?: number | null;
    status?: string;
    createdAt?: Date;
  },
) {
  const subtotal = fields.lines.reduce((sum, line) => sum + line.priceCents * line.quantity, 0);
  const status = fields.status ?? 'Pending';
  const order = first(
    await db
      .insert(orders)
      .values({
        travelerId: fields.travelerId,
        partnerId: fields.partnerId,
        riderId: fields.riderId ?? null,
        status,
        subtotalCents: subtotal,
        shippingCents: status === 'Pending' ? 0 : 599,
        totalCents: subtotal + (status === 'Pending' ? 0 : 599),
        contactName: 'Front desk',
        contactPhone: '212-555-0199',
        createdAt: fields.createdAt,
      })
      .returning(),
  );
  await db.insert(orderItems).values(
    fields.lines.map((line) => ({
      orderId: order.id,
      productId: line.productId,
      productName: line.name,
      productImage: '/storage/demo/line.png',
      priceCents: line.priceCents,
      quantity: line.quantity,
      totalCents: line.priceCents * line.quantity,
    })),
  );
  if (status !== 'Pending') {
    await db.insert(transactions).values({
      orderId: order.id,
      paymentMethod: 'Visa •••• 4242',
      amountCents: order.totalCents,
      feeCents: 125,
    });
  }
  return order;
}

export async function givenRefund(
  db: Db,
  orderId: number,
  fields: Partial<typeof refunds.$inferInsert> = {},
) {
  const n = next();
  const refund = first(
    await db
      .insert(refunds)
      .values({
        orderId,
        refundCode: `RF-C${String(n).padStart(5, '0')}`,
        reason: 'Arrived torn',
        amountCents: 1500,
        ...fields,
      })
      .returning(),
  );
  await db
    .insert(refundImages)
    .values({ refundId: refund.id, imagePath: `/storage/demo/evidence-${n}.png` });
  return refund;
}

export async function givenTicket(
  db: Db,
  userId: number,
  fields: Partial<typeof supportTickets.$inferInsert> = {},
) {
  const n = next();
  const ticket = first(
    await db
      .insert(supportTickets)
      .values({
        ticketCode: `TCK-C${String(n).padStart(5, '0')}`,
        userId,
        subject: `Late delivery ${n}`,
        message: 'My order is two days late.',
        ...fields,
      })
      .returning(),
  );
  return ticket;
}

export async function givenTicketMessage(
  db: Db,
  ticketId: number,
  sender: { id: number; type: string },
  message: string,
  createdAt?: Date,
) {
  return first(
    await db
      .insert(supportMessages)
      .values({ ticketId, senderId: sender.id, senderType: sender.type, message, createdAt })
      .returning(),
  );
}
