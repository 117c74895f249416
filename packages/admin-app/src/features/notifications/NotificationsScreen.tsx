import type { AppNotification } from '@packlight/api-types';
import {
  Button,
  Card,
  EmptyState,
  Link,
  PageHeader,
  RelativeTime,
  Skeleton,
  Stack,
} from '@packlight/ui';
import { paths } from '../../lib/paths.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { useNotifications } from './api.ts';
import { toBellItem, untitledNotification } from './notification-items.ts';
import * as styles from './NotificationsScreen.css.ts';

const trail = [{ label: 'Dashboard', href: paths.dashboard.href() }, { label: 'Notifications' }];

/** Placeholder rows while the list loads: as many as a short list, each a title and two lines. */
const placeholderCount = 4;

interface RowProps {
  notification: AppNotification;
  onRead: (id: string) => void;
}

/**
 * One notification: its title (a link when it leads somewhere; opening it marks it read, as in
 * the bell's panel), the message, when it came, and its own Mark as read.
 */
function NotificationRow({ notification, onRead }: RowProps) {
  const { message, url, createdAt } = toBellItem(notification);
  const title = notification.data.title?.trim() || untitledNotification;
  const read = () => onRead(notification.id);
  return (
    <li className={styles.row}>
      <div className={styles.text}>
        <h2 className={styles.title}>
          {url ? (
            <Link href={url} onPress={read}>
              {title}
            </Link>
          ) : (
            title
          )}
        </h2>
        <p className={styles.message}>{message}</p>
        {createdAt && <RelativeTime date={createdAt} className={styles.time} />}
      </div>
      <Button
        variant="ghost"
        size="sm"
        onPress={read}
        aria-label={`Mark as read: ${title}`}
        className={styles.action}
      >
        Mark as read
      </Button>
    </li>
  );
}

/**
 * /notifications: every unread notification (the bell's panel shows the latest few), newest on
 * top, live ones arriving as in the panel. Reading one here takes it out of the bell too: both
 * read the same cached list.
 */
export function NotificationsScreen() {
  usePageTitle('Notifications');
  const { unread, error, isLoading, markRead, markAllRead, retry } = useNotifications();

  let body;
  if (isLoading)
    body = (
      <div aria-busy="true">
        <p role="status" className={styles.visuallyHidden}>
          Loading notifications...
        </p>
        <ul className={styles.list} aria-hidden="true">
          {Array.from({ length: placeholderCount }, (_, index) => (
            <li key={index} className={styles.row}>
              <div className={styles.text}>
                <Skeleton width="12rem" height="1.25rem" />
                <Skeleton lines={2} width="40%" />
              </div>
            </li>
          ))}
        </ul>
      </div>
    );
  else if (error)
    body = (
      <EmptyState
        tone="danger"
        title="Error loading notifications"
        isLive
        action={
          <Button variant="secondary" size="sm" onPress={retry}>
            Try again
          </Button>
        }
      />
    );
  else if (unread.length === 0)
    body = <EmptyState title="No notifications" hint="You have read every notification." isLive />;
  else
    body = (
      <ul className={styles.list} aria-label="Unread notifications">
        {unread.map((notification) => (
          <NotificationRow key={notification.id} notification={notification} onRead={markRead} />
        ))}
      </ul>
    );

  return (
    <Stack gap="lg">
      <PageHeader
        breadcrumbs={trail}
        title="Notifications"
        lead="Unread notifications, newest first. Opening one marks it read."
        actions={
          unread.length > 0 && (
            <Button variant="secondary" onPress={markAllRead}>
              Mark all as read
            </Button>
          )
        }
      />
      <Card padding="none">{body}</Card>
    </Stack>
  );
}
