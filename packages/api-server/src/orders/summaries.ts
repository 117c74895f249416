import { desc, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../db/index.ts';
import { orderItems, orders, partners, riders, travelers, users } from '../db/schema/index.ts';
import { dollars } from '../db/money.ts';

const travelerUser = alias(users, 'traveler_user');
const partnerUser = alias(users, 'partner_user');
const riderUser = alias(users, 'rider_user');

/**
 * Orders as a profile's orders tab lists them (a partner's sales, a rider's deliveries): the
 * list row with its parties' names and photos, newest first.
 */
export async function orderSummaries(db: Db, where: SQL) {
  const itemCounts = db
    .select({
      orderId: orderItems.orderId,
      count: sql<string>`sum(${orderItems.quantity})`.as('item_count'),
    })
    .from(orderItems)
    .groupBy(orderItems.orderId)
    .as('item_counts');
  const rows = await db
    .select({
      order: orders,
      itemCount: itemCounts.count,
      travelerName: travelerUser.name,
      travelerPhoto: travelerUser.profilePhoto,
      partnerName: sql<string | null>`coalesce(${partners.businessName}, ${partnerUser.name})`,
      partnerPhoto: partnerUser.profilePhoto,
      riderName: riderUser.name,
    })
    .from(orders)
    .innerJoin(travelers, eq(travelers.id, orders.travelerId))
    .innerJoin(travelerUser, eq(travelerUser.id, travelers.userId))
    .innerJoin(partners, eq(partners.id, orders.partnerId))
    .innerJoin(partnerUser, eq(partnerUser.id, partners.userId))
    .leftJoin(riders, eq(riders.id, orders.riderId))
    .leftJoin(riderUser, eq(riderUser.id, riders.userId))
    .leftJoin(itemCounts, eq(itemCounts.orderId, orders.id))
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id));
  return rows.map((row) => ({
    id: row.order.id,
    status: row.order.status,
    created_at: row.order.createdAt.toISOString(),
    eta: row.order.eta,
    subtotal: dollars(row.order.subtotalCents),
    discount: dollars(row.order.discountCents),
    shipping: dollars(row.order.shippingCents),
    total_price: dollars(row.order.totalCents),
    items_count: Number(row.itemCount ?? 0),
    traveler_name: row.travelerName,
    traveler_photo: row.travelerPhoto,
    partner_name: row.partnerName,
    partner_photo: row.partnerPhoto,
    rider_name: row.riderName,
  }));
}
