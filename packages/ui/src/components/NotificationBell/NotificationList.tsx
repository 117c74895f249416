import type { ReactNode } from 'react';
import { Button as RACButton, Heading, Link as RACLink } from 'react-aria-components';
import { Button } from '../Button/Button';
import { EmptyState } from '../EmptyState/EmptyState';
import { LoadingState } from '../LoadingState/LoadingState';
import { cx } from '../private/cx';
import { toDate } from '../private/dates';
import { RelativeTime } from '../RelativeTime/RelativeTime';
import * as styles from './NotificationBell.css';
import { useKitI18n } from '../../i18n/use-kit-i18n';

/** One notification, as the app maps it from the API. */
export interface NotificationItem {
  /** Unique id. */
  id: string | number;
  /** Short heading, e.g. 'New order'. */
  title: ReactNode;
  /** The text, e.g. 'Order #ORD-1042 was placed.' */
  message: ReactNode;
  /**
   * Where opening it leads; the item is then a link (navigating through `RouterProvider`).
   * @default undefined
   */
  url?: string | null;
  /**
   * When it was sent: a Date or an ISO string, shown relative ('2h ago') with the exact date on
   * hover and while the notification has keyboard focus.
   * @default undefined
   */
  createdAt?: Date | string | null;
}

export interface NotificationListProps {
  /** The (unread) notifications, newest first. */
  notifications: readonly NotificationItem[];
  /**
   * Called when one is opened (click, Enter): the app marks it read. An item with a `url` also
   * navigates there.
   * @default undefined
   */
  onOpen?: (notification: NotificationItem) => void;
  /**
   * Called by the 'Mark all as read' button; without it the button is not shown.
   * @default undefined
   */
  onMarkAllRead?: () => void;
  /**
   * Shows a loading state instead of the list.
   * @default false
   */
  isLoading?: boolean;
  /**
   * Shown instead of the list when it could not be loaded.
   * @default undefined
   */
  error?: ReactNode;
  /**
   * With `error`, shows a 'Try again' button calling this.
   * @default undefined
   */
  onRetry?: () => void;
  /**
   * Heading above the list; also the name of the popover that holds it.
   * @default 'Notifications'
   */
  title?: string;
  /**
   * Level of the heading.
   * @default 2
   */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  /**
   * Text when there is nothing unread.
   * @default 'No notifications'
   */
  emptyText?: ReactNode;
  /**
   * Text of the mark-all button.
   * @default 'Mark all as read'
   */
  markAllLabel?: string;
  /**
   * Where every notification is listed: adds a 'See all' link under the list (the list itself
   * stays bounded and scrolls).
   * @default undefined
   */
  seeAllHref?: string;
  /**
   * Called by 'See all' (with or without `seeAllHref`); either one shows it.
   * @default undefined
   */
  onSeeAll?: () => void;
  /**
   * Text of the 'See all' link.
   * @default 'See all notifications'
   */
  seeAllLabel?: string;
  /**
   * Text of the loading state.
   * @default 'Loading notifications...'
   */
  loadingLabel?: string;
  /**
   * What "now" is for the relative dates; they refresh each minute while it is not given.
   * @default the current time
   */
  now?: Date;
  /**
   * Extra class for layout.
   * @default undefined
   */
  className?: string;
}

/**
 * A list of notifications with a 'Mark all as read' action; the body of `NotificationBell`'s
 * popover, usable on its own too. Each item is a link (with `url`) or a button.
 */
export function NotificationList({
  notifications,
  onOpen,
  onMarkAllRead,
  isLoading = false,
  error,
  onRetry,
  title: titleProp,
  headingLevel = 2,
  emptyText: emptyTextProp,
  markAllLabel: markAllLabelProp,
  seeAllHref,
  onSeeAll,
  seeAllLabel: seeAllLabelProp,
  loadingLabel: loadingLabelProp,
  now,
  className,
}: NotificationListProps) {
  const { t } = useKitI18n();
  const title = titleProp ?? t('notifications.title');
  const emptyText = emptyTextProp ?? t('notifications.empty');
  const markAllLabel = markAllLabelProp ?? t('notifications.markAll');
  const seeAllLabel = seeAllLabelProp ?? t('notifications.seeAll');
  const loadingLabel = loadingLabelProp ?? t('notifications.loading');
  const ready = !isLoading && error == null;

  let body: ReactNode;
  if (isLoading) body = <LoadingState label={loadingLabel} isInline className={styles.state} />;
  else if (error != null)
    body = (
      <EmptyState
        tone="danger"
        title={error}
        isLive
        className={styles.state}
        action={
          onRetry && (
            <Button variant="secondary" size="sm" onPress={onRetry}>
              {t('common.tryAgain')}
            </Button>
          )
        }
      />
    );
  else if (notifications.length === 0)
    body = <EmptyState title={emptyText} isLive className={styles.state} />;
  else
    body = (
      <ul className={styles.items} aria-label={title}>
        {notifications.map((notification) => {
          const date = toDate(notification.createdAt);
          const content = (
            <>
              <span className={styles.itemTitle}>{notification.title}</span>
              <span className={styles.itemMessage}>{notification.message}</span>
              {date && (
                <span className={styles.itemTime}>
                  {/* The item is the link or button: the date takes no Tab stop of its own. */}
                  <RelativeTime date={date} now={now} isFocusable={false} />
                </span>
              )}
            </>
          );
          const open = () => onOpen?.(notification);
          return (
            <li key={notification.id}>
              {notification.url ? (
                <RACLink href={notification.url} onPress={open} className={styles.item}>
                  {content}
                </RACLink>
              ) : (
                <RACButton onPress={open} className={styles.item}>
                  {content}
                </RACButton>
              )}
            </li>
          );
        })}
      </ul>
    );

  return (
    <>
      <div className={cx(styles.list, className)}>
        <div className={styles.header}>
          <Heading slot="title" level={headingLevel} className={styles.title}>
            {title}
          </Heading>
          {onMarkAllRead && ready && notifications.length > 0 && (
            <Button variant="ghost" size="sm" onPress={onMarkAllRead}>
              {markAllLabel}
            </Button>
          )}
        </div>
        {body}
        {(seeAllHref !== undefined || onSeeAll) && (
          <div className={styles.footer}>
            <RACLink href={seeAllHref} onPress={onSeeAll} className={styles.seeAll}>
              {seeAllLabel}
            </RACLink>
          </div>
        )}
      </div>
    </>
  );
}
