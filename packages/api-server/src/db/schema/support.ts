import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, searchText, timestamps, version } from './columns.ts';
import { sortIndexes } from './sort-indexes.ts';
import { orders } from './orders.ts';
import { users } from './users.ts';

/** A support ticket opened by a traveler, partner or rider (the sender is a users row). */
export const supportTickets = pgTable(
  'support_tickets',
  {
    id: serial('id').primaryKey(),
    /** The display code, e.g. TCK-00042. */
    ticketCode: text('ticket_code').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subject: text('subject').notNull(),
    message: text('message'),
    status: text('status', { enum: ['Pending', 'In Progress', 'Resolved', 'Rejected'] })
      .notNull()
      .default('Pending'),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    /** Ticket id, the sender's name and email, and the subject (migration 0008). */
    searchText: searchText(),
    /** The sender's name and user type, copied by triggers for the list's sorts. */
    senderName: text('sender_name'),
    senderType: text('sender_type'),
    version: version(),
    ...timestamps(),
  },
  (table) => [
    index('support_tickets_status_index').on(table.status),
    index('support_tickets_created_at_index').on(table.createdAt),
    index('support_tickets_user_id_index').on(table.userId),
    ...sortIndexes('support_tickets', table.id, {
      created_at: table.createdAt,
      status: table.status,
      subject: table.subject,
      sender_name: table.senderName,
      sender_type: table.senderType,
    }),
  ],
);

/** One chat message of a ticket; the sender is the ticket's opener or an administrator. */
export const supportMessages = pgTable(
  'support_messages',
  {
    id: serial('id').primaryKey(),
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => supportTickets.id, { onDelete: 'cascade' }),
    senderId: integer('sender_id').references(() => users.id, { onDelete: 'set null' }),
    /** The sender's user type (admin, traveler, partner, rider). */
    senderType: text('sender_type').notNull(),
    message: text('message').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('support_messages_ticket_id_created_at_index').on(table.ticketId, table.createdAt),
  ],
);

export type SupportTicketRow = typeof supportTickets.$inferSelect;
export type SupportMessageRow = typeof supportMessages.$inferSelect;
