import type { ReactNode } from 'react';
import {
  Checkbox as RACCheckbox,
  type CheckboxProps as RACCheckboxProps,
} from 'react-aria-components';
import { cx } from '../private/cx';
import * as styles from './Checkbox.css';

export interface CheckboxProps extends Omit<RACCheckboxProps, 'children' | 'className' | 'style'> {
  /**
   * The label, clickable like the box. Omit it only with an `aria-label`.
   * @default undefined
   */
  children?: ReactNode;
  /**
   * Extra class on the label element, for layout.
   * @default undefined
   */
  className?: string;
}

/** A checkbox with its label; the whole row toggles it. */
export function Checkbox({ children, className, ...props }: CheckboxProps) {
  return (
    <RACCheckbox {...props} className={cx(styles.checkbox, className)}>
      {({ isSelected, isIndeterminate }) => (
        <>
          <span className={styles.box} aria-hidden="true">
            {(isSelected || isIndeterminate) && (
              <svg className={styles.check} viewBox="0 0 18 18" focusable="false">
                <path
                  d={isIndeterminate ? 'M4 9h10' : 'M3.5 9.5l3.5 3.5 7.5-8'}
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2.5"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                />
              </svg>
            )}
          </span>
          {children}
        </>
      )}
    </RACCheckbox>
  );
}
