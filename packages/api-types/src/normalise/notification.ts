import * as z from 'zod/mini';
import {
  notificationContentSchema,
  notificationIdSchema,
  notificationSchema,
  type AppNotification,
} from '../schemas/notification.ts';

/**
 * A notification as Laravel broadcasts it on App.Models.{type}.{id}: flat, `{...data, id, type}`,
 * with no `data` wrapper and no `read_at` (docs/architecture.md (Realtime)).
 */
export const realtimeNotificationSchema = z.extend(notificationContentSchema, {
  id: notificationIdSchema,
  type: z.nullish(z.string()),
});

/** A notification in either shape: the REST one or the flat realtime one. */
export const anyNotificationSchema = z.union([notificationSchema, realtimeNotificationSchema]);
export type AnyNotification = z.output<typeof anyNotificationSchema>;

/**
 * One shape for both: the REST shape. A live notification is unread by definition; it has no
 * `created_at`, so the caller may pass when it arrived (kept pure: no clock read here).
 */
export function normaliseNotification(
  notification: AnyNotification,
  receivedAt: string | null = null,
): AppNotification {
  if ('data' in notification) return notification;
  const { id, type, title, message, url } = notification;
  return { id, type, data: { title, message, url }, read_at: null, created_at: receivedAt };
}
