import { useId, type ReactNode } from 'react';
import { Radio, RadioGroup as RACRadioGroup } from 'react-aria-components';
import { cx } from '../private/cx';
import {
  FieldHelp,
  FieldLabel,
  fieldStyles,
  isInvalidProp,
  type FieldTextProps,
} from '../private/field';
import * as styles from './RadioGroup.css';
import type { RadioGroupVariants } from './RadioGroup.css';

/** One choice of a RadioGroup. */
export interface RadioOption {
  /** What is submitted and what `onChange` receives. */
  value: string;
  /** What people read. */
  label: ReactNode;
  /**
   * A quieter line under the label, read with it.
   * @default undefined
   */
  description?: ReactNode;
  /**
   * Shown but cannot be chosen.
   * @default false
   */
  isDisabled?: boolean;
}

export interface RadioGroupProps extends FieldTextProps {
  /** The choices, in order. */
  options: readonly RadioOption[];
  /**
   * The chosen value (controlled); pair with `onChange`. `null` for none.
   * @default undefined
   */
  value?: string | null;
  /**
   * The value chosen at first (uncontrolled).
   * @default null
   */
  defaultValue?: string | null;
  /**
   * Called with the newly chosen value.
   * @default undefined
   */
  onChange?: (value: string) => void;
  /**
   * The field's name in a submitted form; inside a kit `Form` its server error shows here.
   * @default a generated name
   */
  name?: string;
  /**
   * One must be chosen for the form to submit.
   * @default false
   */
  isRequired?: boolean;
  /**
   * No choice can be made.
   * @default false
   */
  isDisabled?: boolean;
  /**
   * `vertical` (a column) or `horizontal` (a row that wraps), e.g. for two or three short choices.
   * @default 'vertical'
   */
  orientation?: RadioGroupVariants['orientation'];
  /**
   * Extra class on the wrapper, for layout.
   * @default undefined
   */
  className?: string;
}

/**
 * A labelled set of choices of which one is picked: React Aria's RadioGroup, named by its label,
 * with a description and an error message like the other fields (inside a kit `Form`, its server
 * error for `name`). Arrow keys move and choose; Tab enters at the chosen one.
 */
export function RadioGroup({
  label,
  description,
  errorMessage,
  options,
  orientation = 'vertical',
  className,
  ...props
}: RadioGroupProps) {
  const id = useId();
  return (
    <RACRadioGroup
      {...props}
      orientation={orientation}
      isInvalid={isInvalidProp(errorMessage)}
      className={cx(fieldStyles.field, className)}
    >
      <FieldLabel>{label}</FieldLabel>
      <div className={styles.options({ orientation })}>
        {options.map((option, index) => (
          <Radio
            key={option.value}
            value={option.value}
            isDisabled={option.isDisabled}
            aria-describedby={option.description != null ? `${id}-${index}` : undefined}
            className={styles.option}
          >
            <span className={styles.radio} aria-hidden="true" />
            <span className={styles.optionText}>
              {option.label}
              {option.description != null && (
                <span id={`${id}-${index}`} className={styles.optionDescription}>
                  {option.description}
                </span>
              )}
            </span>
          </Radio>
        ))}
      </div>
      <FieldHelp description={description} errorMessage={errorMessage} />
    </RACRadioGroup>
  );
}
