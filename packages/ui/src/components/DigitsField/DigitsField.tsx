import { useCallback } from 'react';
import { TextField, type TextFieldProps } from '../TextField/TextField';
import { useDigitsMask } from '../private/use-digits-mask';

/** Keeps only the digits of `text`, at most `maxLength` of them when given. */
export function digitsOnly(text: string, maxLength?: number): string {
  const digits = text.replace(/\D/g, '');
  return maxLength === undefined ? digits : digits.slice(0, maxLength);
}

export interface DigitsFieldProps extends Omit<
  TextFieldProps,
  'type' | 'inputMode' | 'pattern' | 'value' | 'defaultValue' | 'onChange'
> {
  /**
   * The digits, controlled. Anything else in it is dropped for display.
   * @default undefined
   */
  value?: string;
  /**
   * The starting digits when uncontrolled.
   * @default ''
   */
  defaultValue?: string;
  /**
   * Called with the digits only, e.g. `'123456789'`; a form submits the same under `name`.
   * @default undefined
   */
  onChange?: (value: string) => void;
  /**
   * Most digits accepted; extra typed or pasted digits are dropped.
   * @default undefined (no limit)
   */
  maxLength?: number;
}

/**
 * A text input that takes digits only, e.g. a tax ID: other keystrokes do nothing, and a paste
 * keeps just its digits (`'12-345 678'` → `'12345678'`). Phones and tablets show a number pad.
 */
export function DigitsField({
  value,
  defaultValue,
  onChange,
  inputRef,
  maxLength,
  ...props
}: DigitsFieldProps) {
  const format = useCallback((text: string) => digitsOnly(text, maxLength), [maxLength]);
  const mask = useDigitsMask({ value, defaultValue, onChange, inputRef, format });
  return (
    <TextField
      {...props}
      inputMode="numeric"
      value={mask.value}
      onChange={mask.onChange}
      inputRef={mask.inputRef}
    />
  );
}
