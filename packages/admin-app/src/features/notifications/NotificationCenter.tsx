import { NotificationBell, type NotificationItem } from '@packlight/ui';
import { toBellItem } from './notification-items.ts';
import { useLiveNotifications } from './use-live-notifications.ts';
import { useNotifications } from './api.ts';

/**
 * The header's bell: unread notifications, live ones on top. Opening one marks it read; one with
 * a url is a link, which the router follows.
 */
export function NotificationCenter() {
  const { unread, error, isLoading, add, markRead, markAllRead, retry } = useNotifications();
  useLiveNotifications(add);

  return (
    <NotificationBell
      notifications={unread.map(toBellItem)}
      isLoading={isLoading}
      error={error ? 'Error loading notifications' : undefined}
      onRetry={retry}
      onOpen={(item: NotificationItem) => markRead(String(item.id))}
      onMarkAllRead={markAllRead}
    />
  );
}
