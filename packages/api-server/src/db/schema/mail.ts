import { index, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, timestampTz } from './columns.ts';

/**
 * Every mail the server sends. In demo mode this is the outbox (shown at /outbox); with SMTP
 * configured it is the log of what went out, with the transport's error when sending failed.
 */
export const mails = pgTable(
  'mails',
  {
    id: serial('id').primaryKey(),
    to: text('to').notNull(),
    from: text('from').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    transport: text('transport', { enum: ['outbox', 'smtp'] }).notNull(),
    sentAt: timestampTz('sent_at'),
    error: text('error'),
    createdAt: createdAt(),
  },
  (table) => [index('mails_created_at_index').on(table.createdAt)],
);

export type MailRow = typeof mails.$inferSelect;
