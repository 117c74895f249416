import type { RefObject } from 'react';
import { Menu, MenuItem, Popover } from 'react-aria-components';
import type { MenuAction } from '../Menu/Menu';
import * as listStyles from '../private/popover.css';

export interface RowMenuPopoverProps {
  /** The row's "⋮" button: the popover sits under it and gives focus back to it on close. */
  triggerRef: RefObject<HTMLButtonElement | null>;
  /** The row's actions. */
  items: readonly MenuAction[];
  /** Same as the trigger's name, e.g. 'Actions for Jane Doe'. */
  'aria-label': string;
  /** Which item takes focus: the first (or last) from the keyboard, the list itself on a click. */
  autoFocus: boolean | 'first' | 'last';
  /** Called to close it: an item chosen, Escape, a press outside. */
  onClose: () => void;
}

/**
 * A row's action list, loaded on first use: react-aria's Popover and Menu (arrow keys, typing to
 * jump, Escape, focus back to the trigger) are the heaviest part of a row, and no page needs them
 * before someone opens a row menu. Looks and behaves as the kit's `Menu`.
 */
export function RowMenuPopover({
  triggerRef,
  items,
  'aria-label': ariaLabel,
  autoFocus,
  onClose,
}: RowMenuPopoverProps) {
  return (
    <Popover
      triggerRef={triggerRef}
      isOpen
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
      placement="bottom end"
      trigger="MenuTrigger"
      className={listStyles.popover}
    >
      <Menu
        aria-label={ariaLabel}
        // The menu button pattern: the opened list takes focus, and gives it back on close.
        // eslint-disable-next-line jsx-a11y/no-autofocus
        autoFocus={autoFocus}
        className={listStyles.list}
        items={items}
        onClose={onClose}
      >
        {(item) => (
          <MenuItem
            id={item.id}
            textValue={item.label}
            isDisabled={item.isDisabled}
            onAction={item.onAction}
            className={listStyles.item({ tone: item.tone })}
          >
            {item.label}
          </MenuItem>
        )}
      </Menu>
    </Popover>
  );
}
