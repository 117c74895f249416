import type { ReactNode, Ref } from 'react';
import { Button as RACButton, type ButtonProps as RACButtonProps } from 'react-aria-components';
import { button, label, spinner, type ButtonVariants } from '../Button/Button.css';
import { cx } from '../private/cx';
import { iconButton, type IconButtonVariants } from './IconButton.css';

export interface IconButtonProps extends Omit<RACButtonProps, 'children' | 'className'> {
  /**
   * The button's name for assistive technology, e.g. 'Close', 'Row actions', 'Notifications'.
   * Required: the icon alone says nothing to a screen reader.
   */
  'aria-label': string;
  /**
   * The `<button>` element.
   * @default undefined
   */
  ref?: Ref<HTMLButtonElement>;
  /** The icon, decorative (`aria-hidden`): an `<svg>` or any element sized by the kit. */
  children: ReactNode;
  /**
   * Visual weight, as for `Button`. Icon buttons mostly sit in toolbars and rows, so `ghost`.
   * @default 'ghost'
   */
  variant?: ButtonVariants['variant'];
  /**
   * Square side, matching the heights of `Button` and the fields.
   * @default 'md'
   */
  size?: IconButtonVariants['size'];
  /**
   * Corner style.
   * @default 'square'
   */
  shape?: IconButtonVariants['shape'];
  /**
   * Shows a spinner instead of the icon and ignores presses, while staying focusable.
   * @default false
   */
  isPending?: boolean;
  /**
   * Extra class for layout (margins, grid placement).
   * @default undefined
   */
  className?: string;
}

/**
 * A button that shows only an icon; its `aria-label` is its name. React Aria's Button, styled by
 * its state attributes like `Button`.
 */
export function IconButton({
  variant = 'ghost',
  size,
  shape,
  className,
  children,
  ...props
}: IconButtonProps) {
  return (
    <RACButton
      {...props}
      className={cx(button({ variant, size }), iconButton({ size, shape }), className)}
    >
      {({ isPending }) => (
        <>
          <span className={label} aria-hidden="true">
            {children}
          </span>
          {isPending && <span className={spinner} aria-hidden="true" />}
        </>
      )}
    </RACButton>
  );
}
