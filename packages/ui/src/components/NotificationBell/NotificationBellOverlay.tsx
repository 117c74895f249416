import { useEffect, useRef } from 'react';
import { Dialog, DialogTrigger, Popover } from 'react-aria-components';
import { IconButton } from '../IconButton/IconButton';
import { BellGlyph } from '../private/icons';
import type { OpenedBy } from '../private/light-trigger';
import * as styles from './NotificationBell.css';
import { badgeText } from './badge-text';
import type { NotificationBellProps } from './NotificationBell';
import { NotificationList, type NotificationItem } from './NotificationList';
import { useKitI18n } from '../../i18n/use-kit-i18n';

/**
 * The bell with its popover, which `NotificationBell` loads on first use: react-aria-components'
 * DialogTrigger, Popover and Dialog around the `NotificationList`. With `openOnMount` it focuses
 * its own bell and opens (the press that loaded it landed on `NotificationBell`'s light bell),
 * so closing brings focus back to a bell that is still there.
 */
export function NotificationBellOverlay({
  notifications,
  unreadCount = notifications.length,
  title: titleProp,
  label: labelProp,
  isOpen,
  onOpenChange,
  onOpen,
  placement = 'bottom end',
  className,
  openOnMount,
  ...listProps
}: Omit<NotificationBellProps, 'isOpen' | 'onOpenChange'> & {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  openOnMount: OpenedBy | false;
}) {
  const { t } = useKitI18n();
  const title = titleProp ?? t('notifications.title');
  const label = labelProp ?? title;
  const badge = badgeText(unreadCount);
  const triggerBox = useRef<HTMLSpanElement>(null);
  const opened = useRef(false);
  useEffect(() => {
    // Once, for the press that loaded the popover (a re-run must not open it again).
    if (!openOnMount || opened.current) return;
    opened.current = true;
    triggerBox.current?.querySelector('button')?.focus();
    onOpenChange(true);
    // Only the press that loaded it: later renders must not reopen the popover.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <DialogTrigger isOpen={isOpen} onOpenChange={onOpenChange}>
      {/* Holds the bell for `openOnMount`, without a box of its own in the layout. */}
      <span ref={triggerBox} style={{ display: 'contents' }}>
        <IconButton
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
      </span>
      <Popover placement={placement} className={styles.popover}>
        <Dialog className={styles.dialog}>
          <NotificationList
            {...listProps}
            notifications={notifications}
            title={title}
            onOpen={(notification: NotificationItem) => {
              onOpen?.(notification);
              onOpenChange(false);
            }}
            // 'See all' leaves the panel, as opening one notification does.
            onSeeAll={
              listProps.seeAllHref !== undefined || listProps.onSeeAll
                ? () => {
                    listProps.onSeeAll?.();
                    onOpenChange(false);
                  }
                : undefined
            }
          />
        </Dialog>
      </Popover>
    </DialogTrigger>
  );
}
