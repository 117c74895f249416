import { useMemo, type Ref } from 'react';
import type { TextFieldProps as RACTextFieldProps } from 'react-aria-components';
import { cx } from '../private/cx';
import {
  NativeFieldHelp,
  inputEventProps,
  fieldStyles as styles,
  useNativeField,
  type FieldTextProps,
} from '../private/field';
import { mergeRefs } from '../private/merge-refs';

export interface TextFieldProps
  extends
    Omit<RACTextFieldProps, 'children' | 'className' | 'style' | 'isInvalid'>,
    FieldTextProps {
  /**
   * Shown in the empty input. Not a label: it disappears on typing and is often low contrast.
   * @default undefined
   */
  placeholder?: string;
  /**
   * Ref to the `<input>`, e.g. react-hook-form's `field.ref`, so it can focus the first invalid
   * field.
   * @default undefined
   */
  inputRef?: Ref<HTMLInputElement>;
  /**
   * Extra class on the wrapper, for layout.
   * @default undefined
   */
  className?: string;
}

/**
 * A single-line text input with label, optional description and error message. A native
 * `<input>` with React Aria TextField's props and behaviour (see `useNativeField`), so a plain
 * form such as the sign-in page ships no field library.
 */
export function TextField({
  label,
  description,
  errorMessage,
  placeholder,
  inputRef,
  className,
  id,
  name,
  value,
  defaultValue,
  onChange,
  isDisabled,
  isReadOnly,
  isRequired,
  validate,
  validationBehavior,
  excludeFromTabOrder,
  onFocusChange,
  onFocus,
  onBlur,
  onKeyDown,
  onKeyUp,
  type = 'text',
  // React Aria's custom-element hook has no meaning for a native input.
  render: _render,
  slot: _slot,
  spellCheck,
  ...inputAttributes
}: TextFieldProps) {
  const field = useNativeField({
    id,
    name,
    value,
    defaultValue,
    onChange,
    errorMessage,
    description,
    isDisabled,
    validate,
    validationBehavior,
  });
  const ref = useMemo(() => mergeRefs(field.inputRef, inputRef), [field.inputRef, inputRef]);
  return (
    <div
      className={cx(styles.field, className)}
      data-disabled={isDisabled || undefined}
      data-invalid={field.invalid || undefined}
    >
      <label htmlFor={field.inputProps.id} className={styles.label}>
        {label}
      </label>
      <input
        {...inputAttributes}
        {...field.inputProps}
        ref={ref}
        type={type}
        placeholder={placeholder}
        spellCheck={spellCheck as boolean | 'true' | 'false' | undefined}
        readOnly={isReadOnly}
        required={isRequired}
        tabIndex={excludeFromTabOrder ? -1 : undefined}
        className={styles.standaloneInput}
        {...inputEventProps({ onFocus, onBlur, onFocusChange, onKeyDown, onKeyUp })}
      />
      <NativeFieldHelp
        description={description}
        descriptionId={field.descriptionId}
        error={field.shownError}
        errorId={field.errorId}
      />
    </div>
  );
}
