import { asc, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import {
  notifications,
  orderItems,
  orders,
  productImages,
  products,
  refunds,
  supportMessages,
  supportTickets,
} from '../src/db/schema/index.ts';
import { HttpError } from '../src/http/errors.ts';
import { placeOrder } from '../src/orders/place-order.ts';
import { submitProduct } from '../src/products/submit-product.ts';
import { createRecordingBroadcaster, notificationCreatedEvent } from '../src/realtime/index.ts';
import { requestRefund } from '../src/refunds/request-refund.ts';
import { openTicket } from '../src/support/open-ticket.ts';
import { postTicketMessage } from '../src/support/post-message.ts';
import { givenOrder, givenProduct } from './helpers/commerce.ts';
import { givenPartner, givenTraveler } from './helpers/people.ts';
import { roleIdOf } from './helpers/roles.ts';
import { givenUser, useTestApp } from './helpers/test-app.ts';

const t = useTestApp();
const broadcaster = createRecordingBroadcaster();
afterEach(() => {
  broadcaster.published.length = 0;
});

async function givenAdmins() {
  const first = await givenUser(t.db, { email: 'first@admin.test' });
  const second = await givenUser(t.db, { email: 'second@admin.test' });
  return [first.id, second.id];
}

const storedNotices = () =>
  t.db.select().from(notifications).orderBy(asc(notifications.notifiableId));

/** Every administrator got the notice once, stored and then live on their own channel. */
async function expectEveryAdminTold(
  adminIds: number[],
  notice: { type: string; title: string; message: string; url: string },
) {
  const rows = await storedNotices();
  expect(rows.map((row) => row.notifiableId)).toEqual(adminIds);
  for (const row of rows) {
    expect(row).toMatchObject({
      type: `App\\Notifications\\${notice.type}`,
      notifiableType: 'App\\Models\\User',
      readAt: null,
      data: { title: notice.title, message: notice.message, url: notice.url },
    });
  }
  const announced = broadcaster.published.filter(
    (event) => event.event === notificationCreatedEvent,
  );
  expect(announced).toEqual(
    rows.map((row) => ({
      channels: [`private-App.Models.admin.${row.notifiableId}`],
      event: notificationCreatedEvent,
      payload: { ...row.data, id: row.id, type: row.type },
      exceptSocketId: null,
    })),
  );
}

describe('placing an order', () => {
  it('stores a pending order priced from the catalogue, takes stock, and tells every admin', async () => {
    const admins = await givenAdmins();
    const { partner } = await givenPartner(t.db);
    const { traveler } = await givenTraveler(t.db, { name: 'Mina Park' });
    const parka = await givenProduct(t.db, partner.id, { buyPriceCents: 18900, stock: 3 });

    const { id } = await placeOrder(t.db, broadcaster, {
      travelerId: traveler.id,
      partnerId: partner.id,
      lines: [{ productId: parka.id, quantity: 2 }],
    });

    const [order] = await t.db.select().from(orders).where(eq(orders.id, id));
    expect(order).toMatchObject({ status: 'Pending', riderId: null, totalCents: 37800 });
    const lines = await t.db.select().from(orderItems).where(eq(orderItems.orderId, id));
    expect(lines).toEqual([
      expect.objectContaining({ productId: parka.id, quantity: 2, totalCents: 37800 }),
    ]);
    const [stock] = await t.db
      .select({ stock: products.stock })
      .from(products)
      .where(eq(products.id, parka.id));
    expect(stock?.stock).toBe(1);
    await expectEveryAdminTold(admins, {
      type: 'OrderPlaced',
      title: 'New order',
      message: `Order #ORD-${id} from Mina Park is waiting for a rider.`,
      url: `/orders/assignrider/${id}`,
    });
  });

  it('refuses more than the stock and then stores, takes and tells nothing', async () => {
    await givenAdmins();
    const { partner } = await givenPartner(t.db);
    const { traveler } = await givenTraveler(t.db);
    const tee = await givenProduct(t.db, partner.id, { name: 'Merino tee', stock: 1 });
    const parka = await givenProduct(t.db, partner.id, { stock: 5 });

    const placing = placeOrder(t.db, broadcaster, {
      travelerId: traveler.id,
      partnerId: partner.id,
      lines: [
        { productId: parka.id, quantity: 1 },
        { productId: tee.id, quantity: 2 },
      ],
    });
    await expect(placing).rejects.toMatchObject({
      status: 422,
      body: { errors: { items: ['Merino tee is out of stock.'] } },
    });
    expect(await t.db.select().from(orders)).toEqual([]);
    const [stock] = await t.db
      .select({ stock: products.stock })
      .from(products)
      .where(eq(products.id, parka.id));
    expect(stock?.stock).toBe(5);
    expect(await storedNotices()).toEqual([]);
    expect(broadcaster.published).toEqual([]);
  });

  it("refuses another partner's or an inactive product", async () => {
    const { partner } = await givenPartner(t.db);
    const { partner: other } = await givenPartner(t.db);
    const { traveler } = await givenTraveler(t.db);
    const elsewhere = await givenProduct(t.db, other.id);
    const pending = await givenProduct(t.db, partner.id, { status: 'Pending' });
    for (const product of [elsewhere, pending]) {
      await expect(
        placeOrder(t.db, broadcaster, {
          travelerId: traveler.id,
          partnerId: partner.id,
          lines: [{ productId: product.id, quantity: 1 }],
        }),
      ).rejects.toBeInstanceOf(HttpError);
    }
    expect(await t.db.select().from(orders)).toEqual([]);
  });
});

describe('roles and notices', () => {
  it('tells only the active admins whose role reads what the notice names (D71)', async () => {
    const owners = await givenAdmins();
    const support = await roleIdOf(t.db, 'support');
    const finance = await roleIdOf(t.db, 'finance');
    await givenUser(t.db, { email: 'sam@admin.test', roleId: support });
    const fay = await givenUser(t.db, { email: 'fay@admin.test', roleId: finance });
    const gone = await givenUser(t.db, { email: 'gone@admin.test', deactivatedAt: new Date() });
    const { partner } = await givenPartner(t.db);
    const order = await givenOrder(t.db, { partnerId: partner.id, status: 'Delivered' });

    await requestRefund(t.db, broadcaster, { orderId: order.id, reason: 'Torn', imagePaths: [] });
    const told = (await storedNotices()).map((row) => row.notifiableId);
    // The owners and finance: support reads no refunds, and a deactivated owner is told nothing.
    expect(told).toEqual([...owners, fay.id]);
    expect(told).not.toContain(gone.id);
  });
});

describe('requesting a refund', () => {
  it('stores a pending refund for the whole total by default, and tells every admin', async () => {
    const admins = await givenAdmins();
    const { partner } = await givenPartner(t.db);
    const { traveler } = await givenTraveler(t.db);
    const order = await givenOrder(t.db, {
      travelerId: traveler.id,
      partnerId: partner.id,
      status: 'Delivered',
      lines: [{ productId: null, name: 'Parka', priceCents: 10000, quantity: 1 }],
    });

    const { id } = await requestRefund(t.db, broadcaster, {
      orderId: order.id,
      reason: 'Wrong size',
      imagePaths: ['/storage/evidence/1.png'],
    });
    const [refund] = await t.db.select().from(refunds).where(eq(refunds.id, id));
    const code = `RF-${String(id).padStart(5, '0')}`;
    expect(refund).toMatchObject({
      refundCode: code,
      status: 'Pending',
      amountCents: order.totalCents,
      reason: 'Wrong size',
    });
    await expectEveryAdminTold(admins, {
      type: 'RefundRequested',
      title: 'Refund requested',
      message: `Refund ${code} on order #ORD-${order.id} is waiting for a decision.`,
      url: `/refund/refundsdetail/${id}`,
    });
  });

  it('refuses more than the order was worth, telling no one', async () => {
    await givenAdmins();
    const { partner } = await givenPartner(t.db);
    const { traveler } = await givenTraveler(t.db);
    const order = await givenOrder(t.db, {
      travelerId: traveler.id,
      partnerId: partner.id,
      status: 'Delivered',
      lines: [{ productId: null, name: 'Parka', priceCents: 10000, quantity: 1 }],
    });
    await expect(
      requestRefund(t.db, broadcaster, {
        orderId: order.id,
        reason: 'x',
        amountCents: order.totalCents + 1,
      }),
    ).rejects.toMatchObject({ status: 422 });
    expect(await t.db.select().from(refunds)).toEqual([]);
    expect(broadcaster.published).toEqual([]);
  });
});

describe('support tickets from users', () => {
  it('opens a pending ticket whose first chat line is its message, and tells every admin', async () => {
    const admins = await givenAdmins();
    const { user } = await givenTraveler(t.db);
    const { id } = await openTicket(t.db, broadcaster, {
      userId: user.id,
      subject: 'Late delivery',
      message: 'My order is two days late.',
    });
    const code = `TCK-${String(id).padStart(5, '0')}`;
    const [ticket] = await t.db.select().from(supportTickets).where(eq(supportTickets.id, id));
    expect(ticket).toMatchObject({ ticketCode: code, status: 'Pending', userId: user.id });
    expect(await t.db.select().from(supportMessages)).toEqual([
      expect.objectContaining({
        ticketId: id,
        senderId: user.id,
        senderType: 'traveler',
        message: 'My order is two days late.',
      }),
    ]);
    await expectEveryAdminTold(admins, {
      type: 'SupportTicketOpened',
      title: 'New support ticket',
      message: `Late delivery (${code})`,
      url: `/support/chatsupport/${id}`,
    });
  });

  it("sends a user's message live on the ticket channel and tells every admin", async () => {
    const admins = await givenAdmins();
    const { user } = await givenTraveler(t.db);
    const { id } = await openTicket(t.db, broadcaster, {
      userId: user.id,
      subject: 'Late delivery',
      message: 'Hello',
    });
    await t.db.delete(notifications);
    broadcaster.published.length = 0;

    const message = await postTicketMessage(t.db, broadcaster, {
      ticketId: id,
      sender: { id: user.id, type: 'traveler' },
      message: 'Any news?',
    });
    expect(message).toMatchObject({ ticket_id: id, sender_type: 'traveler', message: 'Any news?' });
    expect(broadcaster.published[0]).toEqual({
      channels: [`private-support.ticket.${id}`],
      event: 'App\\Events\\SupportMessageSent',
      payload: message,
      exceptSocketId: null,
    });
    await expectEveryAdminTold(admins, {
      type: 'SupportMessageReceived',
      title: 'New message on a ticket',
      message: `TCK-${String(id).padStart(5, '0')}: Any news?`,
      url: `/support/chatsupport/${id}`,
    });
  });

  it("refuses a message on someone else's ticket, storing and sending nothing", async () => {
    await givenAdmins();
    const { user: owner } = await givenTraveler(t.db);
    const { user: stranger } = await givenTraveler(t.db);
    const { id } = await openTicket(t.db, broadcaster, {
      userId: owner.id,
      subject: 'Late delivery',
      message: 'Hello',
    });
    broadcaster.published.length = 0;
    await expect(
      postTicketMessage(t.db, broadcaster, {
        ticketId: id,
        sender: { id: stranger.id, type: 'traveler' },
        message: 'Me too',
      }),
    ).rejects.toMatchObject({ status: 403 });
    expect(await t.db.select().from(supportMessages)).toHaveLength(1);
    expect(broadcaster.published).toEqual([]);
  });
});

describe('submitting a product', () => {
  it('stores it Pending with its pictures in order, and tells every admin', async () => {
    const admins = await givenAdmins();
    const { partner } = await givenPartner(t.db);
    const { id } = await submitProduct(t.db, broadcaster, {
      partnerId: partner.id,
      name: 'Packable parka',
      type: 'Purchase',
      buyPriceCents: 18900,
      stock: 4,
      imagePaths: ['/storage/products/front.png', '/storage/products/back.png'],
    });
    const code = `PRD-${String(id).padStart(5, '0')}`;
    const [product] = await t.db.select().from(products).where(eq(products.id, id));
    expect(product).toMatchObject({
      productCode: code,
      status: 'Pending',
      verificationStatus: 'Pending',
      partnerId: partner.id,
    });
    const images = await t.db
      .select({ path: productImages.imagePath, position: productImages.position })
      .from(productImages)
      .where(eq(productImages.productId, id))
      .orderBy(asc(productImages.position));
    expect(images).toEqual([
      { path: '/storage/products/front.png', position: 0 },
      { path: '/storage/products/back.png', position: 1 },
    ]);
    await expectEveryAdminTold(admins, {
      type: 'ProductAwaitingApproval',
      title: 'Product awaiting approval',
      message: `Packable parka (${code}) is waiting for approval.`,
      url: `/products/productsdetail/${id}`,
    });
  });
});
