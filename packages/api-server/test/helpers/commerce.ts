import type { Db } from '../../src/db/index.ts';
import {
  notifications,
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
  type NotificationData,
} from '../../src/db/schema/index.ts';
import { givenTraveler } from './people.ts';
import { first, next } from './rows.ts';

/**
 * An active product of the partner with two pictures (given out of order, so a test can see
 * them sorted by position) and a video, unless `images` says otherwise.
 */
export async function givenProduct(
  db: Db,
  partnerId: number,
  fields: Partial<typeof products.$inferInsert> & { images?: string[] } = {},
) {
  const n = next();
  const { images, ...columns } = fields;
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
        ...columns,
      })
      .returning(),
  );
  const pictures = images?.map((imagePath, position) => ({ imagePath, position })) ?? [
    { imagePath: `/storage/demo/product-${n}-b.png`, position: 1 },
    { imagePath: `/storage/demo/product-${n}-a.png`, position: 0 },
  ];
  await db
    .insert(productImages)
    .values(pictures.map((picture) => ({ productId: product.id, ...picture })));
  if (!images) {
    await db
      .insert(productVideos)
      .values({ productId: product.id, videoUrl: 'https://youtu.be/dQw4w9WgXcQ' });
  }
  return product;
}

/** An order line: a product (or a product since deleted: null) at a price. */
export interface OrderLine {
  productId: number | null;
  name: string;
  priceCents: number;
  quantity: number;
}

/**
 * An order from the partner, of a new traveler unless one is given, paid by card unless it is
 * Pending. With `lines` it is those lines plus $5.99 shipping once paid; otherwise one line of
 * `quantity` linen shirts making up `totalCents` exactly.
 */
export async function givenOrder(
  db: Db,
  fields: {
    partnerId: number;
    travelerId?: number;
    riderId?: number | null;
    status?: string;
    createdAt?: Date;
    lines?: OrderLine[];
    totalCents?: number;
    quantity?: number;
  },
) {
  const status = fields.status ?? 'Pending';
  const travelerId = fields.travelerId ?? (await givenTraveler(db)).traveler.id;
  const quantity = fields.quantity ?? 1;
  const totalCents = fields.totalCents ?? 10_000;
  const lines = fields.lines ?? [
    {
      productId: null,
      name: 'Linen shirt',
      priceCents: Math.round(totalCents / quantity),
      quantity,
    },
  ];
  const subtotal = fields.lines
    ? lines.reduce((sum, line) => sum + line.priceCents * line.quantity, 0)
    : totalCents;
  const shipping = fields.lines && status !== 'Pending' ? 599 : 0;
  const order = first(
    await db
      .insert(orders)
      .values({
        travelerId,
        partnerId: fields.partnerId,
        riderId: fields.riderId ?? null,
        status,
        subtotalCents: subtotal,
        shippingCents: shipping,
        totalCents: subtotal + shipping,
        contactName: 'Front desk',
        contactPhone: '212-555-0199',
        createdAt: fields.createdAt,
      })
      .returning(),
  );
  await db.insert(orderItems).values(
    lines.map((line) => ({
      orderId: order.id,
      productId: line.productId,
      productName: line.name,
      productImage: '/storage/demo/line.png',
      priceCents: line.priceCents,
      quantity: line.quantity,
      totalCents: fields.lines ? line.priceCents * line.quantity : totalCents,
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

/** A refund asked on the order ($15 by default, Pending), with one evidence photo. */
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
  return first(
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

/** A notification of the user, unread unless `readAt` is given. */
export async function givenNotification(
  db: Db,
  userId: number,
  fields: { data?: NotificationData; readAt?: Date | null; createdAt?: Date } = {},
) {
  return first(
    await db
      .insert(notifications)
      .values({
        type: 'App\\Notifications\\TestNotice',
        notifiableType: 'App\\Models\\User',
        notifiableId: userId,
        data: fields.data ?? { title: 'Hello', message: 'Something happened', url: '/orders' },
        readAt: fields.readAt ?? null,
        createdAt: fields.createdAt,
      })
      .returning(),
  );
}
