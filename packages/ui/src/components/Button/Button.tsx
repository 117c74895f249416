import type { Ref } from 'react';
import {
  Button as RACButton,
  composeRenderProps,
  type ButtonProps as RACButtonProps,
} from 'react-aria-components';
import { cx } from '../private/cx';
import { visuallyHidden } from '../private/visually-hidden.css';
import { button, label, spinner, type ButtonVariants } from './Button.css';
import { useKitI18n } from '../../i18n/use-kit-i18n';

export interface ButtonProps extends Omit<RACButtonProps, 'className'> {
  /**
   * The `<button>` element.
   * @default undefined
   */
  ref?: Ref<HTMLButtonElement>;
  /**
   * Visual weight: `primary` for the main action of a view, `secondary` for the rest, `ghost` for
   * low-emphasis actions in toolbars and rows, `danger` for destructive actions.
   * @default 'primary'
   */
  variant?: ButtonVariants['variant'];
  /**
   * Height, padding and font size.
   * @default 'md'
   */
  size?: ButtonVariants['size'];
  /**
   * Stretch to the width of the container, e.g. the submit button of a narrow form.
   * @default false
   */
  fullWidth?: boolean;
  /**
   * Shows a spinner in place of the label, ignores presses and tells screen-reader users the
   * action is under way, while the button stays focusable.
   * @default false
   */
  isPending?: boolean;
  /**
   * What screen readers say while `isPending`, after the label ("Save, Saving").
   * @default 'Loading'
   */
  pendingLabel?: string;
  /**
   * Extra class for layout (margins, grid placement); the look comes from the props above.
   * @default undefined
   */
  className?: string;
}

/**
 * An action button with Packlight's variants and sizes: React Aria's Button (`onPress`,
 * `isDisabled`, `isPending`...), styled by its state attributes (`[data-pressed]`,
 * `[data-hovered]`, `[data-focus-visible]`, `[data-disabled]`, `[data-pending]`).
 */
export function Button({
  variant,
  size,
  fullWidth,
  pendingLabel: pendingLabelProp,
  className,
  children,
  ...props
}: ButtonProps) {
  const { t } = useKitI18n();
  const pendingLabel = pendingLabelProp ?? t('common.loading');
  return (
    <RACButton {...props} className={cx(button({ variant, size, fullWidth }), className)}>
      {composeRenderProps(children, (content, { isPending }) => (
        <>
          <span className={label}>{content}</span>
          {isPending && (
            <>
              <span className={spinner} aria-hidden="true" />
              {/* Part of the button's name while pending, so the announcement says it. */}
              <span className={visuallyHidden}>{pendingLabel}</span>
            </>
          )}
        </>
      ))}
    </RACButton>
  );
}
