import type { ReactNode } from 'react';
import type { Key, PopoverProps } from 'react-aria-components';
import type { ButtonProps } from '../Button/Button';
import type { MenuItemTone } from './Menu.css';

/** One action of a Menu. */
export interface MenuAction {
  /** Unique within the menu; `onAction` of the Menu receives it. */
  id: Key;
  /** What people read. */
  label: string;
  /**
   * Called when the item is chosen (click, Enter or Space), after which the menu closes.
   * @default undefined
   */
  onAction?: () => void;
  /**
   * Shown but cannot be chosen, e.g. an action the current row does not allow.
   * @default false
   */
  isDisabled?: boolean;
  /**
   * `danger` colours destructive actions such as Delete.
   * @default 'neutral'
   */
  tone?: MenuItemTone;
}

export interface MenuProps {
  /** The actions, in order. */
  items: readonly MenuAction[];
  /**
   * Visible text of the trigger button, e.g. 'Bulk actions'. Omit it for a compact "⋮" icon
   * trigger, which then needs an `aria-label` such as 'Actions for Jane Doe'.
   * @default undefined
   */
  label?: ReactNode;
  /**
   * Accessible name of the trigger; required when there is no `label`.
   * @default 'More actions' for the icon trigger
   */
  'aria-label'?: string;
  /**
   * Called with the chosen item's `id`, after the item's own `onAction`.
   * @default undefined
   */
  onAction?: (id: Key) => void;
  /**
   * Disables the trigger, e.g. a bulk action menu while no rows are selected.
   * @default false
   */
  isDisabled?: boolean;
  /**
   * Look of a labelled trigger (the icon trigger is always quiet).
   * @default 'secondary'
   */
  variant?: ButtonProps['variant'];
  /**
   * Size of a labelled trigger.
   * @default 'md'
   */
  size?: ButtonProps['size'];
  /**
   * Where the list opens, relative to the trigger; it flips when there is no room.
   * @default 'bottom end'
   */
  placement?: PopoverProps['placement'];
  /**
   * Whether the list is open (controlled); pair with `onOpenChange`.
   * @default undefined
   */
  isOpen?: boolean;
  /**
   * Whether the list starts open (uncontrolled).
   * @default false
   */
  defaultOpen?: boolean;
  /**
   * Called when the list opens or closes.
   * @default undefined
   */
  onOpenChange?: (isOpen: boolean) => void;
  /**
   * Takes the trigger out of the Tab order, for a menu inside a grid row, where the arrow keys
   * reach it and Tab should leave the grid in one step (DataTable does this for row menus).
   * @default false
   */
  excludeFromTabOrder?: boolean;
  /**
   * Extra class on the trigger, for layout.
   * @default undefined
   */
  className?: string;
}
