import { index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { timestamps, timestampTz } from './columns.ts';

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
    readAt: timestampTz('read_at'),
    ...timestamps(),
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
