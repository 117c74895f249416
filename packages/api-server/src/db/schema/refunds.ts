import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { searchText, timestampTz, version } from './columns.ts';
import { sortIndexes } from './sort-indexes.ts';
import { orders } from './orders.ts';

/** A traveler's refund request on an order. Amount in cents. */
export const refunds = pgTable(
  'refunds',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** The display code, e.g. RF-00042. */
    refundCode: text('refund_code').notNull().unique(),
    reason: text('reason'),
    status: text('status', { enum: ['Pending', 'Processed', 'Rejected'] })
      .notNull()
      .default('Pending'),
    amountCents: integer('amount_cents').notNull(),
    requestedAt: timestampTz('requested_at').notNull().defaultNow(),
    decidedAt: timestampTz('decided_at'),
    /** Refund id, '#ord-N' and the traveler's and partner's names (migration 0008). */
    searchText: searchText(),
    /** The order's traveler and partner as the list names them, copied by triggers. */
    travelerName: text('traveler_name'),
    partnerName: text('partner_name'),
    version: version(),
  },
  (table) => [
    index('refunds_status_index').on(table.status),
    index('refunds_requested_at_index').on(table.requestedAt),
    index('refunds_order_id_index').on(table.orderId),
    ...sortIndexes('refunds', table.id, {
      order_id: table.orderId,
      traveler_name: table.travelerName,
      partner_name: table.partnerName,
      requested_at: table.requestedAt,
      status: table.status,
      amount_cents: table.amountCents,
    }),
  ],
);

/** The traveler's evidence photos. */
export const refundImages = pgTable(
  'refund_images',
  {
    id: serial('id').primaryKey(),
    refundId: integer('refund_id')
      .notNull()
      .references(() => refunds.id, { onDelete: 'cascade' }),
    imagePath: text('image_path').notNull(),
  },
  (table) => [index('refund_images_refund_id_index').on(table.refundId)],
);

export type RefundRow = typeof refunds.$inferSelect;
