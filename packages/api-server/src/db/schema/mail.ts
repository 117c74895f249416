import { index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

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
    sentAt: timestamp('sent_at', { withTimezone: true }),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('mails_created_at_index').on(table.createdAt)],
);

export type MailRow = typeof mails.$inferSelect;
