import {
  Button as RACButton,
  Dialog,
  DialogTrigger,
  Popover,
  type PopoverProps,
} from 'react-aria-components';
import { IconButton } from '../IconButton/IconButton';
import { BellGlyph } from '../private/icons';
import { PressHostContext } from '../private/press-host';
import { useControllableState } from '../private/use-controllable-state';
import * as styles from './NotificationBell.css';
import {
  NotificationList,
  type NotificationItem,
  type NotificationListProps,
} from './NotificationList';

/** The badge text: the count, or '9+' above 9; empty for none. */
export function badgeText(count: number): string {
  if (!(count > 0)) return '';
  return count > 9 ? '9+' : String(Math.floor(count));
}

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
 * click outside closes it and focus returns to the bell.
 */
export function NotificationBell({
  notifications,
  unreadCount = notifications.length,
  title = 'Notifications',
  label = title,
  isOpen,
  onOpenChange,
  onOpen,
  placement = 'bottom end',
  className,
  ...listProps
}: NotificationBellProps) {
  const [open, setOpen] = useControllableState(isOpen, false, onOpenChange);
  const badge = badgeText(unreadCount);
  return (
    <DialogTrigger isOpen={open} onOpenChange={setOpen}>
      <PressHostContext.Provider value={RACButton}>
        <IconButton
          // The name says what the badge shows ('9+'), so speech and sight agree (WCAG 2.5.3).
          aria-label={badge ? `${label}, ${badge} unread` : label}
          className={className}
        >
          <BellGlyph />
          {badge && (
            <span className={styles.badge} data-count={unreadCount}>
              {badge}
            </span>
          )}
        </IconButton>
      </PressHostContext.Provider>
      <Popover placement={placement} className={styles.popover}>
        <Dialog className={styles.dialog}>
          <NotificationList
            {...listProps}
            notifications={notifications}
            title={title}
            onOpen={(notification: NotificationItem) => {
              onOpen?.(notification);
              setOpen(false);
            }}
            // 'See all' leaves the panel, as opening one notification does.
            onSeeAll={
              listProps.seeAllHref !== undefined || listProps.onSeeAll
                ? () => {
                    listProps.onSeeAll?.();
                    setOpen(false);
                  }
                : undefined
            }
          />
        </Dialog>
      </Popover>
    </DialogTrigger>
  );
}
