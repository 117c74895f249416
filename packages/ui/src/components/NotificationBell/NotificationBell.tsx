import { lazy, Suspense } from 'react';
import type { PopoverProps } from 'react-aria-components';
import { IconButton } from '../IconButton/IconButton';
import { BellGlyph } from '../private/icons';
import { useLightTrigger } from '../private/light-trigger';
import { useControllableState } from '../private/use-controllable-state';
import * as styles from './NotificationBell.css';
import { badgeText } from './badge-text';
import type { NotificationListProps } from './NotificationList';
import { useKitI18n } from '../../i18n/use-kit-i18n';

export { badgeText };

/** Loads the lazy part; stories preload it (storybook/preload.ts). */
export const loadNotificationBellOverlay = () => import('./NotificationBellOverlay');

const NotificationBellOverlay = lazy(() =>
  loadNotificationBellOverlay().then((module) => ({ default: module.NotificationBellOverlay })),
);

export interface NotificationBellProps extends Omit<
  NotificationListProps,
  'className' | 'headingLevel'
> {
  /**
   * The number on the badge ('9+' above 9; none for 0).
   * @default notifications.length
   */
  unreadCount?: number;
  /**
   * Name of the bell; the badge text is added ("Notifications, 3 unread", "Notifications, 9+
   * unread").
   * @default title ('Notifications')
   */
  label?: string;
  /**
   * Whether the list is open (controlled); pair with `onOpenChange`.
   * @default undefined
   */
  isOpen?: boolean;
  /**
   * Called when the list opens or closes, e.g. to load notifications on first open.
   * @default undefined
   */
  onOpenChange?: (isOpen: boolean) => void;
  /**
   * Where the list opens; it flips when there is no room.
   * @default 'bottom end'
   */
  placement?: PopoverProps['placement'];
  /**
   * Extra class on the bell, for layout.
   * @default undefined
   */
  className?: string;
}

/**
 * The header's bell: an icon button with an unread badge that opens a popover with the
 * `NotificationList`. Opening a notification calls `onOpen` and closes the popover; Escape or a
 * click outside closes it and focus returns to the bell. Until first opened it is a lone button
 * of the same name, badge and look; the popover and list load when the browser is idle, or on
 * hover or focus, and the first press opens it at once (`useLightTrigger`).
 */
export function NotificationBell(props: NotificationBellProps) {
  const {
    notifications,
    unreadCount = notifications.length,
    title: titleProp,
    label: labelProp,
    isOpen,
    onOpenChange,
    className,
  } = props;
  const { t } = useKitI18n();
  const title = titleProp ?? t('notifications.title');
  const label = labelProp ?? title;
  const [open, setOpen] = useControllableState(isOpen, false, onOpenChange);
  // Not the arrow keys: React Aria's dialog trigger does not open on them.
  const [openedBy, { onKeyDown: _, ...triggerProps }] = useLightTrigger(
    loadNotificationBellOverlay,
    open,
  );
  const badge = badgeText(unreadCount);
  const bell = (
    <IconButton
      {...triggerProps}
      // The name says what the badge shows ('9+'), so speech and sight agree (WCAG 2.5.3).
      aria-label={badge ? t('notifications.unread', { label, badge }) : label}
      className={className}
    >
      <BellGlyph />
      {badge && (
        <span className={styles.badge} data-count={unreadCount}>
          {badge}
        </span>
      )}
    </IconButton>
  );
  if (openedBy === null) return bell;
  return (
    <Suspense fallback={bell}>
      <NotificationBellOverlay
        {...props}
        isOpen={open}
        onOpenChange={setOpen}
        openOnMount={openedBy}
      />
    </Suspense>
  );
}
