import { useMemo, useState } from 'react';
import type { TextFieldProps } from '../TextField/TextField';
import { NativeButton } from '../private/NativeButton';
import { cx } from '../private/cx';
import { NativeFieldHelp, inputEventProps, fieldStyles, useNativeField } from '../private/field';
import { EyeGlyph } from '../private/icons';
import { inFieldButton } from '../private/in-field-button.css';
import { mergeRefs } from '../private/merge-refs';

export type PasswordFieldProps = Omit<TextFieldProps, 'type'>;

/**
 * A password input with a button that shows or hides what was typed, so people can check a
 * long password before submitting it. Native like `TextField`.
 */
export function PasswordField({
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
  render: _render,
  slot: _slot,
  spellCheck,
  ...inputAttributes
}: PasswordFieldProps) {
  const [isVisible, setIsVisible] = useState(false);
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
      className={cx(fieldStyles.field, className)}
      data-disabled={isDisabled || undefined}
      data-invalid={field.invalid || undefined}
    >
      <label htmlFor={field.inputProps.id} className={fieldStyles.label}>
        {label}
      </label>
      <div
        role="presentation"
        className={fieldStyles.control}
        data-invalid={field.invalid || undefined}
        data-disabled={isDisabled || undefined}
      >
        <input
          {...inputAttributes}
          {...field.inputProps}
          ref={ref}
          type={isVisible ? 'text' : 'password'}
          placeholder={placeholder}
          spellCheck={spellCheck as boolean | 'true' | 'false' | undefined}
          readOnly={isReadOnly}
          required={isRequired}
          tabIndex={excludeFromTabOrder ? -1 : undefined}
          className={fieldStyles.groupedInput}
          {...inputEventProps({ onFocus, onBlur, onFocusChange, onKeyDown, onKeyUp })}
        />
        <NativeButton
          className={inFieldButton}
          aria-label={isVisible ? 'Hide password' : 'Show password'}
          isDisabled={isDisabled}
          // A click leaves focus in the input so typing can go on; from the keyboard the button
          // already has focus and keeps it, so it can be pressed again.
          preventFocusOnPress
          onPress={() => setIsVisible((visible) => !visible)}
          content={() => <EyeGlyph crossed={isVisible} />}
        />
      </div>
      <NativeFieldHelp
        description={description}
        descriptionId={field.descriptionId}
        error={field.shownError}
        errorId={field.errorId}
      />
    </div>
  );
}
