import type { Ref } from 'react';
import {
  Input,
  TextField as RACTextField,
  type TextFieldProps as RACTextFieldProps,
} from 'react-aria-components';
import { cx } from '../private/cx';
import {
  FieldHelp,
  FieldLabel,
  fieldStyles as styles,
  isInvalidProp,
  type FieldTextProps,
} from '../private/field';

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
 * A single-line text input with label, optional description and error message: React Aria's
 * TextField. The error shown is `errorMessage`, else the surrounding `Form`'s server error for
 * this `name` (until the field is edited), else the browser's own check (`isRequired`,
 * `type="email"`, `validate`), under the field instead of the browser's bubble.
 */
export function TextField({
  label,
  description,
  errorMessage,
  placeholder,
  inputRef,
  className,
  ...props
}: TextFieldProps) {
  return (
    <RACTextField
      {...props}
      isInvalid={isInvalidProp(errorMessage)}
      className={cx(styles.field, className)}
    >
      <FieldLabel>{label}</FieldLabel>
      <Input ref={inputRef} placeholder={placeholder} className={styles.standaloneInput} />
      <FieldHelp description={description} errorMessage={errorMessage} />
    </RACTextField>
  );
}
