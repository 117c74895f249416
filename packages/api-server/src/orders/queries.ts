import { asc, eq } from 'drizzle-orm';
import type { Order } from '@packlight/api-types';
import type { Db } from '../db/index.ts';
import { orderItems, orders, transactions } from '../db/schema/index.ts';
import { dollars } from '../db/money.ts';
import { shownOrders } from './list.ts';
import { partnerParty, travelerParty } from './parties.ts';
import { orderResource } from './resource.ts';

/** What the detail reads besides the shown fields: whose parties to show. */
const parties = { travelerId: orders.travelerId, partnerId: orders.partnerId };

/** An order with its lines, payments and parties; null when there is none with that id. */
export async function findOrder(db: Db, id: number): Promise<Order | null> {
  const [[row], [ids]] = await Promise.all([
    shownOrders(db, [id]),
    db.select(parties).from(orders).where(eq(orders.id, id)),
  ]);
  if (!row || !ids) return null;
  const items = await db
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, row.id))
    .orderBy(asc(orderItems.id));
  const payments = await db
    .select()
    .from(transactions)
    .where(eq(transactions.orderId, row.id))
    .orderBy(asc(transactions.createdAt), asc(transactions.id));
  return {
    ...orderResource(row),
    items: items.map((item) => ({
      id: item.id,
      product_id: item.productId,
      product_image: item.productImage,
      product_name: item.productName,
      price: dollars(item.priceCents),
      quantity: item.quantity,
      total: dollars(item.totalCents),
    })),
    transactions: payments.map((payment) => ({
      id: payment.id,
      payment_method: payment.paymentMethod,
      amount: dollars(payment.amountCents),
      fee: dollars(payment.feeCents),
      status: payment.status,
      created_at: payment.createdAt.toISOString(),
    })),
    traveler: await travelerParty(db, ids.travelerId),
    partner: await partnerParty(db, ids.partnerId),
  };
}
