import { NotificationBell, type NotificationItem } from '@packlight/ui';
import { paths } from '../../lib/paths.ts';
import { toBellItem } from './notification-items.ts';
import { useLiveNotifications } from './use-live-notifications.ts';
import { useNotifications } from './api.ts';

/**
 * The header's bell: unread notifications, live ones on top. Opening one marks it read; one with
 * a url is a link, which the router follows. 'See all notifications' opens /notifications.
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
      // The panel is bounded; the page lists every unread one.
      seeAllHref={paths.notifications.href()}
    />
  );
}
