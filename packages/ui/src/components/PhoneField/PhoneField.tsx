import { TextField, type TextFieldProps } from '../TextField/TextField';
import { useDigitsMask } from '../private/use-digits-mask';

/** Longest phone number, in digits. */
export const PHONE_DIGITS = 10;

/**
 * Lays out up to 10 digits as 3-3-4 with dashes, dropping everything else:
 * `'(212) 456 7890'` → `'212-456-7890'`, `'2124'` → `'212-4'`. At most 12 characters.
 */
export function formatPhone(text: string): string {
  const digits = text.replace(/\D/g, '').slice(0, PHONE_DIGITS);
  return [digits.slice(0, 3), digits.slice(3, 6), digits.slice(6)].filter(Boolean).join('-');
}

export interface PhoneFieldProps extends Omit<
  TextFieldProps,
  | 'type'
  | 'inputMode'
  | 'maxLength'
  | 'minLength'
  | 'pattern'
  | 'value'
  | 'defaultValue'
  | 'onChange'
> {
  /**
   * The number, controlled. Any text is accepted and shown formatted (a stored `'2124567890'`
   * reads `212-456-7890`).
   * @default undefined
   */
  value?: string;
  /**
   * The starting number when uncontrolled; formatted like `value`.
   * @default ''
   */
  defaultValue?: string;
  /**
   * Called with the formatted number, e.g. `'212-456-7890'` (dashes included, at most 12
   * characters); strip the dashes with `value.replace(/\D/g, '')` if the back end wants digits.
   * A form submits the same formatted string under `name`.
   * @default undefined
   */
  onChange?: (value: string) => void;
  /**
   * Shown in the empty input.
   * @default '212-456-7890'
   */
  placeholder?: string;
  /**
   * Browser autofill hint.
   * @default 'tel-national'
   */
  autoComplete?: string;
}

/**
 * A US-style phone number input (partner and rider forms): digits only, at most 10, shown as
 * 3-3-4 with dashes while typing. Letters and symbols are dropped, a pasted `(212) 456 7890`
 * becomes `212-456-7890`, and the caret stays after the digit it followed.
 */
export function PhoneField({
  value,
  defaultValue,
  onChange,
  inputRef,
  placeholder = '212-456-7890',
  autoComplete = 'tel-national',
  ...props
}: PhoneFieldProps) {
  const mask = useDigitsMask({ value, defaultValue, onChange, inputRef, format: formatPhone });
  // No native `maxLength`: the browser would cut a pasted '(212) 456 7890' to 12 characters
  // before formatting. `formatPhone` caps the value at 12 instead.
  return (
    <TextField
      {...props}
      type="tel"
      inputMode="tel"
      autoComplete={autoComplete}
      placeholder={placeholder}
      value={mask.value}
      onChange={mask.onChange}
      inputRef={mask.inputRef}
    />
  );
}
