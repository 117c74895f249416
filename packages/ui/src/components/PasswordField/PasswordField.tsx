import { useState } from 'react';
import { Button, Input, TextField as RACTextField } from 'react-aria-components';
import type { TextFieldProps } from '../TextField/TextField';
import { cx } from '../private/cx';
import { FieldHelp, FieldLabel, fieldStyles, isInvalidProp } from '../private/field';
import { EyeGlyph } from '../private/icons';
import { inFieldButton } from '../private/in-field-button.css';
import { useKitI18n } from '../../i18n/use-kit-i18n';

export type PasswordFieldProps = Omit<TextFieldProps, 'type'>;

/**
 * A password input with a button that shows or hides what was typed, so people can check a
 * long password before submitting it. React Aria's TextField, like
 * `TextField`.
 */
export function PasswordField({
  label,
  description,
  errorMessage,
  placeholder,
  inputRef,
  className,
  isDisabled,
  ...props
}: PasswordFieldProps) {
  const { t } = useKitI18n();
  const [isVisible, setIsVisible] = useState(false);
  return (
    <RACTextField
      {...props}
      type={isVisible ? 'text' : 'password'}
      isDisabled={isDisabled}
      isInvalid={isInvalidProp(errorMessage)}
      className={cx(fieldStyles.field, className)}
    >
      {({ isInvalid }) => (
        <>
          <FieldLabel>{label}</FieldLabel>
          <div
            role="presentation"
            className={fieldStyles.control}
            data-invalid={isInvalid || undefined}
            data-disabled={isDisabled || undefined}
          >
            <Input ref={inputRef} placeholder={placeholder} className={fieldStyles.groupedInput} />
            <Button
              className={inFieldButton}
              aria-label={t(isVisible ? 'password.hide' : 'password.show')}
              isDisabled={isDisabled}
              // A click leaves focus in the input so typing can go on; from the keyboard the
              // button already has focus and keeps it, so it can be pressed again.
              preventFocusOnPress
              onPress={() => setIsVisible((visible) => !visible)}
            >
              <EyeGlyph crossed={isVisible} />
            </Button>
          </div>
          <FieldHelp description={description} errorMessage={errorMessage} />
        </>
      )}
    </RACTextField>
  );
}
