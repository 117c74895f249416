import type { FocusEvent, ReactNode, Ref } from 'react';
import { Checkbox as RACCheckbox } from 'react-aria-components';
import { cx } from '../private/cx';
import * as styles from './Checkbox.css';

export interface CheckboxProps {
  /**
   * The label, clickable like the box. Omit it only with an `aria-label`.
   * @default undefined
   */
  children?: ReactNode;
  /**
   * Whether it is checked (controlled); pair with `onChange`.
   * @default undefined
   */
  isSelected?: boolean;
  /**
   * Whether it starts checked (uncontrolled).
   * @default false
   */
  defaultSelected?: boolean;
  /**
   * Called with the new checked state when the person toggles it.
   * @default undefined
   */
  onChange?: (isSelected: boolean) => void;
  /**
   * Shows a dash instead of a tick, e.g. a select-all box when only some rows are selected;
   * announced as "mixed". A press still toggles `isSelected`.
   * @default false
   */
  isIndeterminate?: boolean;
  /**
   * Cannot be toggled and is skipped by Tab.
   * @default false
   */
  isDisabled?: boolean;
  /**
   * Shows its state and stays focusable, but cannot be toggled.
   * @default false
   */
  isReadOnly?: boolean;
  /**
   * Marks it as failing validation (`aria-invalid`), e.g. terms that must be accepted. Inside a
   * kit `Form`, a server error for its `name` does the same.
   * @default false
   */
  isInvalid?: boolean;
  /**
   * Must be checked for its form to submit (native `required`).
   * @default false
   */
  isRequired?: boolean;
  /**
   * The field's name in a submitted form.
   * @default undefined
   */
  name?: string;
  /**
   * The value submitted for `name` when checked.
   * @default 'on'
   */
  value?: string;
  /**
   * Id of the input, e.g. for a `<label htmlFor>` elsewhere.
   * @default undefined
   */
  id?: string;
  /**
   * Focuses the box when it mounts.
   * @default false
   */
  autoFocus?: boolean;
  /**
   * Accessible name when there is no visible label.
   * @default undefined
   */
  'aria-label'?: string;
  /**
   * Ids of the elements that name it (may include its own id, to join its `aria-label`).
   * @default undefined
   */
  'aria-labelledby'?: string;
  /**
   * Ids of the elements that describe it, e.g. an error message.
   * @default undefined
   */
  'aria-describedby'?: string;
  /**
   * Called when the box gains focus.
   * @default undefined
   */
  onFocus?: (event: FocusEvent<Element>) => void;
  /**
   * Called when the box loses focus.
   * @default undefined
   */
  onBlur?: (event: FocusEvent<Element>) => void;
  /**
   * Ref to the native input.
   * @default undefined
   */
  inputRef?: Ref<HTMLInputElement>;
  /**
   * Extra class on the label element, for layout.
   * @default undefined
   */
  className?: string;
}

/**
 * A checkbox with its label; the whole row toggles it. React Aria's Checkbox (a hidden native
 * input inside its `<label>`), drawn by the kit's box from its state attributes
 * (`[data-selected]`, `[data-indeterminate]`, `[data-focus-visible]`...). Inside a kit `Form`, a
 * server error for its `name` marks it invalid.
 */
export function Checkbox({ children, className, ...props }: CheckboxProps) {
  return (
    <RACCheckbox {...props} className={cx(styles.checkbox, className)}>
      {({ isIndeterminate }) => (
        <>
          {/* The mark is always drawn and shown by the state in CSS: a tick then changes paint
              only, with no element added to the table layout around it. */}
          <span className={styles.box} aria-hidden="true">
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
          </span>
          {children}
        </>
      )}
    </RACCheckbox>
  );
}
