import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** What a notification says (Laravel's `data` column). */
export interface NotificationData {
  title?: string | null;
  message?: string | null;
  url?: string | null;
  [key: string]: unknown;
}

/**
 * Laravel's notifications table: uuid id, the notification class as `type`, the recipient as a
 * morph pair (notifiable_type 'App\Models\User', notifiable_id), `data` as JSON, `read_at`.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    type: text('type').notNull(),
    notifiableType: text('notifiable_type').notNull(),
    notifiableId: integer('notifiable_id').notNull(),
    data: jsonb('data').$type<NotificationData>().notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (table) => [
    index('notifications_notifiable_index').on(
      table.notifiableType,
      table.notifiableId,
      table.createdAt,
    ),
  ],
);

export type NotificationRow = typeof notifications.$inferSelect;
