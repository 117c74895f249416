import {
  anyNotificationSchema,
  normaliseNotification,
  type AppNotification,
} from '@packlight/api-types';
import type { NotificationItem } from '@packlight/ui';

/** The heading of a notification that carries no title. */
export const untitledNotification = 'Notification';

/** What the bell's list shows of a notification. */
export function toBellItem(notification: AppNotification): NotificationItem {
  const { title, message, url } = notification.data;
  return {
    id: notification.id,
    title: title?.trim() || untitledNotification,
    message,
    url,
    createdAt: notification.created_at,
  };
}

/**
 * A notification from the user's channel in the REST shape, dated when it arrived; null (and
 * ignored) when it is not a notification at all.
 */
export function fromBroadcast(payload: unknown, receivedAt: Date): AppNotification | null {
  const parsed = anyNotificationSchema.safeParse(payload);
  return parsed.success ? normaliseNotification(parsed.data, receivedAt.toISOString()) : null;
}

/** The list with a newly arrived notification on top (docs/product/part-1.md §4), never twice. */
export function withArrived(
  list: readonly AppNotification[],
  arrived: AppNotification,
): AppNotification[] {
  return [arrived, ...list.filter((notification) => notification.id !== arrived.id)];
}

/** The list without the notification just marked read. */
export function withoutNotification(
  list: readonly AppNotification[],
  id: string,
): AppNotification[] {
  return list.filter((notification) => notification.id !== id);
}
