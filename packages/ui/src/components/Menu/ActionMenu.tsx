import { useEffect, useRef } from 'react';
import {
  Menu as RACMenu,
  MenuItem as RACMenuItem,
  MenuTrigger,
  Popover,
} from 'react-aria-components';
import { Button } from '../Button/Button';
import { IconButton } from '../IconButton/IconButton';
import { ChevronGlyph, MoreGlyph } from '../private/icons';
import type { OpenedBy } from '../private/light-trigger';
import * as listStyles from '../private/popover.css';
import * as styles from './Menu.css';
import type { MenuProps } from './menu-types';
import { useKitI18n } from '../../i18n/use-kit-i18n';

/**
 * The whole menu, which `Menu` loads on first use: react-aria-components' MenuTrigger, Menu and
 * Popover. With `openOnMount` it opens at once, as its trigger would for that kind of press (the
 * press that loaded it landed on `Menu`'s light trigger).
 */
export function ActionMenu({
  items,
  label,
  'aria-label': ariaLabel,
  onAction,
  isDisabled,
  variant = 'secondary',
  size,
  placement = 'bottom end',
  isOpen,
  defaultOpen,
  onOpenChange,
  excludeFromTabOrder,
  className,
  openOnMount = false,
}: MenuProps & { openOnMount?: OpenedBy | false }) {
  const { t } = useKitI18n();
  const triggerBox = useRef<HTMLSpanElement>(null);
  const opened = useRef(false);
  useEffect(() => {
    // Once, for the press that loaded the menu (a re-run must not press the trigger again).
    if (!openOnMount || opened.current) return;
    opened.current = true;
    const trigger = triggerBox.current?.querySelector('button');
    if (!trigger) return;
    if (openOnMount !== 'pointer') {
      // The arrow key opens React Aria's menu on its first or last item, as Enter, Space or an
      // arrow key on the light trigger asked for.
      trigger.focus();
      trigger.dispatchEvent(
        new KeyboardEvent('keydown', { key: openOnMount, bubbles: true, cancelable: true }),
      );
      return;
    }
    // A mouse press opens the menu with focus on the menu itself, as React Aria's own trigger
    // does, and focuses the trigger, where Escape brings focus back.
    const init = {
      bubbles: true,
      cancelable: true,
      pointerId: 1,
      pointerType: 'mouse',
      isPrimary: true,
      button: 0,
    };
    trigger.dispatchEvent(new PointerEvent('pointerdown', { ...init, buttons: 1 }));
    trigger.dispatchEvent(new PointerEvent('pointerup', { ...init, buttons: 0 }));
    // Only the press that loaded it: later renders must not reopen the menu.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <MenuTrigger isOpen={isOpen} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {/* Holds the trigger for `openOnMount`, without a box of its own in the layout. */}
      <span ref={triggerBox} style={{ display: 'contents' }}>
        {label == null ? (
          <IconButton
            aria-label={ariaLabel ?? t('common.moreActions')}
            isDisabled={isDisabled}
            excludeFromTabOrder={excludeFromTabOrder}
            size="sm"
            className={className}
          >
            <MoreGlyph />
          </IconButton>
        ) : (
          <Button
            aria-label={ariaLabel}
            isDisabled={isDisabled}
            excludeFromTabOrder={excludeFromTabOrder}
            variant={variant}
            size={size}
            className={className}
          >
            {label}
            <ChevronGlyph direction="down" className={styles.chevron} />
          </Button>
        )}
      </span>
      <Popover className={listStyles.popover} placement={placement}>
        <RACMenu
          className={listStyles.list}
          items={items}
          onAction={onAction && ((id) => onAction(id))}
        >
          {(item) => (
            <RACMenuItem
              id={item.id}
              textValue={item.label}
              isDisabled={item.isDisabled}
              onAction={item.onAction}
              className={listStyles.item({ tone: item.tone })}
            >
              {item.label}
            </RACMenuItem>
          )}
        </RACMenu>
      </Popover>
    </MenuTrigger>
  );
}
