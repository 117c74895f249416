import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, searchText, timestamps, timestampTz, version } from './columns.ts';
import { sortIndexes } from './sort-indexes.ts';
import { partners } from './partners.ts';
import { products } from './products.ts';
import { riders } from './riders.ts';
import { travelers } from './travelers.ts';

/**
 * An order of one traveler from one partner. Pending with no rider is unassigned. Money in cents;
 * status stays open text (the spec counts unknown values rather than refusing them).
 */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    travelerId: integer('traveler_id')
      .notNull()
      .references(() => travelers.id, { onDelete: 'cascade' }),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    riderId: integer('rider_id').references(() => riders.id, { onDelete: 'set null' }),
    status: text('status').notNull().default('Pending'),
    subtotalCents: integer('subtotal_cents').notNull().default(0),
    discountCents: integer('discount_cents').notNull().default(0),
    shippingCents: integer('shipping_cents').notNull().default(0),
    totalCents: integer('total_cents').notNull().default(0),
    /** Expected delivery, as the rider or partner states it ('35 min', a date). */
    eta: text('eta'),
    contactName: text('contact_name'),
    contactPhone: text('contact_phone'),
    assignedAt: timestampTz('assigned_at'),
    /** '#ord-N #odr-N' and the traveler's, partner's and rider's names (migration 0008). */
    searchText: searchText(),
    /** The parties' names as the list shows them (the partner's business name, or its owner's),
     * copied by triggers (migration 0008) so the list sorts on them through an index. */
    travelerName: text('traveler_name'),
    partnerName: text('partner_name'),
    riderName: text('rider_name'),
    /** The quantities of the order's lines, summed by triggers on order_items (migration 0008). */
    itemsCount: integer('items_count').notNull().default(0),
    version: version(),
    ...timestamps(),
  },
  (table) => [
    index('orders_status_index').on(table.status),
    index('orders_created_at_index').on(table.createdAt),
    index('orders_traveler_id_index').on(table.travelerId),
    index('orders_partner_id_index').on(table.partnerId),
    index('orders_rider_id_index').on(table.riderId),
    ...sortIndexes('orders', table.id, {
      created_at: table.createdAt,
      status: table.status,
      eta: table.eta,
      total_cents: table.totalCents,
      items_count: table.itemsCount,
      traveler_name: table.travelerName,
      partner_name: table.partnerName,
      rider_name: table.riderName,
    }),
  ],
);

/** One line of an order; name, image and price are copied so later product edits keep history. */
export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    productName: text('product_name').notNull(),
    productImage: text('product_image'),
    priceCents: integer('price_cents').notNull(),
    quantity: integer('quantity').notNull().default(1),
    totalCents: integer('total_cents').notNull(),
  },
  (table) => [
    index('order_items_order_id_index').on(table.orderId),
    index('order_items_product_id_index').on(table.productId),
  ],
);

/** A payment (or refund payout) recorded against an order. */
export const transactions = pgTable(
  'transactions',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    paymentMethod: text('payment_method'),
    amountCents: integer('amount_cents').notNull(),
    feeCents: integer('fee_cents').notNull().default(0),
    status: text('status').notNull().default('Completed'),
    createdAt: createdAt(),
  },
  (table) => [index('transactions_order_id_index').on(table.orderId)],
);

export type OrderRow = typeof orders.$inferSelect;
