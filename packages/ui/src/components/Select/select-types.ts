import type { ReactNode } from 'react';
import type { Key, SelectProps as RACSelectProps } from 'react-aria-components';
import type { FieldTextProps } from '../private/field';
import type { SelectVariants } from './Select.css';

/** One choice of a Select. */
export interface SelectOption {
  /** What `value` and `onChange` carry, e.g. `'active'` or `25`. */
  id: Key;
  /** What people read, in the list and on the button. */
  label: string;
  /**
   * Shown but cannot be chosen.
   * @default false
   */
  isDisabled?: boolean;
}

export interface SelectProps
  extends
    Omit<
      RACSelectProps<SelectOption, 'single'>,
      'children' | 'className' | 'style' | 'isInvalid' | 'items' | 'selectionMode' | 'placeholder'
    >,
    Omit<FieldTextProps, 'label'> {
  /**
   * Visible label, also the button's accessible name. Omit it only with an `aria-label` or
   * `aria-labelledby`, e.g. for the page-size chooser inside a sentence ('Show [10] entries').
   * @default undefined
   */
  label?: ReactNode;
  /** The choices, in order. */
  options: readonly SelectOption[];
  /**
   * Shown on the button while nothing is chosen.
   * @default 'Select an option', in the kit's language
   */
  placeholder?: string;
  /**
   * Height and font size of the button: `sm` for filters and toolbars.
   * @default 'md'
   */
  size?: SelectVariants['size'];
  /**
   * Extra class on the wrapper, for layout.
   * @default undefined
   */
  className?: string;
}
