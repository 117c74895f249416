import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/index.ts';
import { orderItems, orders, products, travelers, users } from '../db/schema/index.ts';
import { validationFailed } from '../http/errors.ts';
import { announceToAdmins, storeAdminNotifications } from '../notifications/admin-notifications.ts';
import { primaryImagePath } from '../products/list.ts';
import type { Broadcaster } from '../realtime/index.ts';

export interface NewOrder {
  travelerId: number;
  partnerId: number;
  lines: readonly { productId: number; quantity: number }[];
}

/**
 * A traveler's order from one partner: Pending, without a rider, its lines priced from the
 * partner's active products and taken from stock. Every administrator hears of it, since someone
 * must assign a rider.
 */
export async function placeOrder(
  db: Db,
  broadcaster: Broadcaster,
  { travelerId, partnerId, lines }: NewOrder,
): Promise<{ id: number }> {
  if (lines.length === 0) throw validationFailed({ items: ['An order needs at least one item.'] });
  const { id, notices } = await db.transaction(async (tx) => {
    const [traveler] = await tx
      .select({ name: users.name, phone: users.phone })
      .from(travelers)
      .innerJoin(users, eq(users.id, travelers.userId))
      .where(eq(travelers.id, travelerId));
    if (!traveler) throw validationFailed({ traveler_id: ['The selected traveler is invalid.'] });

    const ids = lines.map((line) => line.productId);
    const catalogue = await tx
      .select({
        id: products.id,
        name: products.name,
        priceCents: products.buyPriceCents,
        image: primaryImagePath,
      })
      .from(products)
      .where(
        and(
          inArray(products.id, ids),
          eq(products.partnerId, partnerId),
          eq(products.status, 'Active'),
        ),
      );
    const items = lines.map((line) => {
      const product = catalogue.find((candidate) => candidate.id === line.productId);
      if (!product || line.quantity < 1) {
        throw validationFailed({ items: [`Product ${line.productId} cannot be ordered here.`] });
      }
      return { ...line, product, totalCents: product.priceCents * line.quantity };
    });
    for (const item of items) {
      const [taken] = await tx
        .update(products)
        .set({ stock: sql`${products.stock} - ${item.quantity}` })
        .where(and(eq(products.id, item.productId), gte(products.stock, item.quantity)))
        .returning({ id: products.id });
      if (!taken) throw validationFailed({ items: [`${item.product.name} is out of stock.`] });
    }

    const subtotalCents = items.reduce((sum, item) => sum + item.totalCents, 0);
    const [order] = await tx
      .insert(orders)
      .values({
        travelerId,
        partnerId,
        status: 'Pending',
        subtotalCents,
        totalCents: subtotalCents,
        contactName: traveler.name,
        contactPhone: traveler.phone,
      })
      .returning({ id: orders.id });
    if (!order) throw new Error('Inserting an order returned no row');
    await tx.insert(orderItems).values(
      items.map((item) => ({
        orderId: order.id,
        productId: item.productId,
        productName: item.product.name,
        productImage: item.product.image,
        priceCents: item.product.priceCents,
        quantity: item.quantity,
        totalCents: item.totalCents,
      })),
    );
    const notices = await storeAdminNotifications(tx, {
      type: 'App\\Notifications\\OrderPlaced',
      permission: 'orders:read',
      title: 'New order',
      message: `Order #ORD-${order.id} from ${traveler.name ?? 'a traveler'} is waiting for a rider.`,
      url: `/orders/assignrider/${order.id}`,
    });
    return { id: order.id, notices };
  });
  await announceToAdmins(broadcaster, notices);
  return { id };
}
