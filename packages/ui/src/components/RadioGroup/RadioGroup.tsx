import { useContext, useId, type ReactNode } from 'react';
import { cx } from '../private/cx';
import { StaticFieldHelp, fieldStyles, type FieldTextProps } from '../private/field';
import { useControllableState } from '../private/use-controllable-state';
import * as styles from './RadioGroup.css';
import type { RadioGroupVariants } from './RadioGroup.css';
import { FormValidationContext } from 'react-aria-components';

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
 * A labelled set of choices of which one is picked: native radio buttons in a `radiogroup`
 * named by its label, with a description and an error message like the other fields. Arrow
 * keys move and choose; Tab enters at the chosen one.
 */
export function RadioGroup({
  label,
  description,
  errorMessage,
  options,
  value,
  defaultValue = null,
  onChange,
  name,
  isRequired = false,
  isDisabled = false,
  orientation,
  className,
}: RadioGroupProps) {
  const id = useId();
  const groupName = name ?? id;
  const labelId = `${id}-label`;
  const descriptionId = `${id}-description`;
  const errorId = `${id}-error`;
  const [chosen, setChosen] = useControllableState<string | null>(
    value,
    defaultValue,
    onChange as ((value: string | null) => void) | undefined,
  );
  // The errors a kit Form was given, by field name, as its other fields read them.
  const serverErrors = useContext(FormValidationContext);
  const serverError = name ? [serverErrors[name]].flat()[0] : undefined;
  const error = errorMessage || serverError || undefined;
  const describedBy =
    [description != null ? descriptionId : null, error ? errorId : null]
      .filter(Boolean)
      .join(' ') || undefined;
  return (
    <div className={cx(fieldStyles.field, className)}>
      <span id={labelId} className={fieldStyles.label}>
        {label}
      </span>
      <div
        role="radiogroup"
        aria-labelledby={labelId}
        aria-describedby={describedBy}
        aria-required={isRequired || undefined}
        aria-invalid={error ? true : undefined}
        aria-disabled={isDisabled || undefined}
        aria-orientation={orientation === 'horizontal' ? 'horizontal' : undefined}
        className={styles.options({ orientation })}
      >
        {options.map((option, index) => {
          const disabled = isDisabled || option.isDisabled;
          const optionDescriptionId = `${id}-option-${index}`;
          return (
            <label
              key={option.value}
              className={cx(styles.option, disabled ? styles.disabledOption : undefined)}
            >
              <input
                type="radio"
                className={styles.radio}
                name={groupName}
                value={option.value}
                checked={chosen === option.value}
                onChange={() => setChosen(option.value)}
                disabled={disabled}
                required={isRequired}
                aria-describedby={option.description != null ? optionDescriptionId : undefined}
              />
              <span className={styles.optionText}>
                {option.label}
                {option.description != null && (
                  <span id={optionDescriptionId} className={styles.optionDescription}>
                    {option.description}
                  </span>
                )}
              </span>
            </label>
          );
        })}
      </div>
      <StaticFieldHelp
        description={description}
        descriptionId={descriptionId}
        error={error}
        errorId={errorId}
      />
    </div>
  );
}
