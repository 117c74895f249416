import * as z from 'zod/mini';
import { notificationSchema, type AppNotification } from '../schemas/notification.ts';

const listSchema = z.array(notificationSchema);
const holderSchema = z.object({ notifications: listSchema });

/**
 * GET /notifications answers an array, or an object holding `notifications`; under `data` as
 * every answer of ours, or bare as the original back end may send it.
 */
export const notificationsResponseSchema = z.union([
  z.object({ data: z.union([listSchema, holderSchema]) }),
  listSchema,
  holderSchema,
]);
export type NotificationsResponse = z.input<typeof notificationsResponseSchema>;

/** The notifications of any answer shape, as one list. */
export function normaliseNotifications(
  body: z.output<typeof notificationsResponseSchema>,
): AppNotification[] {
  const inner = Array.isArray(body) ? body : 'data' in body ? body.data : body;
  return Array.isArray(inner) ? inner : inner.notifications;
}

/** Those not read yet (`read_at` null): the panel shows only these. */
export function unreadOnly(notifications: readonly AppNotification[]): AppNotification[] {
  return notifications.filter((notification) => notification.read_at === null);
}
