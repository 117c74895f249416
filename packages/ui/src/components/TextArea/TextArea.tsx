import { useId, type FocusEvent, type Ref } from 'react';
import { TextField as RACTextField, TextArea as RACTextArea } from 'react-aria-components';
import { cx } from '../private/cx';
import {
  FieldHelp,
  FieldLabel,
  fieldStyles,
  isInvalidProp,
  type FieldTextProps,
} from '../private/field';
import { useControllableState } from '../private/use-controllable-state';
import * as styles from './TextArea.css';

export interface TextAreaProps extends FieldTextProps {
  /**
   * The text (controlled); pair with `onChange`.
   * @default undefined
   */
  value?: string;
  /**
   * The starting text (uncontrolled).
   * @default ''
   */
  defaultValue?: string;
  /**
   * Called with the new text on every change.
   * @default undefined
   */
  onChange?: (value: string) => void;
  /**
   * Called when the text area loses focus, e.g. react-hook-form's `field.onBlur`.
   * @default undefined
   */
  onBlur?: (event: FocusEvent<HTMLTextAreaElement>) => void;
  /**
   * Called when the text area gains focus.
   * @default undefined
   */
  onFocus?: (event: FocusEvent<HTMLTextAreaElement>) => void;
  /**
   * The field's name in a submitted form; inside a kit `Form` its server error shows here.
   * @default undefined
   */
  name?: string;
  /**
   * Shown in the empty text area. Not a label: it disappears on typing.
   * @default undefined
   */
  placeholder?: string;
  /**
   * Visible lines before it scrolls; people can drag it taller.
   * @default 4
   */
  rows?: number;
  /**
   * Most characters it takes (the browser stops typing there).
   * @default undefined
   */
  maxLength?: number;
  /**
   * Shows how many characters are typed under the field ('120 / 500' with a `maxLength`). It is
   * part of the field's description, so a screen reader reads it with the field, not on every key.
   * @default false
   */
  showCharacterCount?: boolean;
  /**
   * Must not be empty for its form to submit; the browser's message shows under the field.
   * @default false
   */
  isRequired?: boolean;
  /**
   * Cannot be focused or edited.
   * @default false
   */
  isDisabled?: boolean;
  /**
   * Can be focused and read, not edited.
   * @default false
   */
  isReadOnly?: boolean;
  /**
   * Focuses it when it mounts, e.g. the only field of a dialog.
   * @default false
   */
  autoFocus?: boolean;
  /**
   * Id of the `<textarea>`.
   * @default a generated id
   */
  id?: string;
  /**
   * Ref to the `<textarea>`, e.g. react-hook-form's `field.ref`.
   * @default undefined
   */
  inputRef?: Ref<HTMLTextAreaElement>;
  /**
   * Extra class on the wrapper, for layout.
   * @default undefined
   */
  className?: string;
}

/**
 * A multi-line text field with the anatomy of `TextField` (React Aria's TextField around a
 * `<textarea>`): label, optional description, error message (the app's, a kit Form's server
 * error, or the browser's own check) and an optional character count.
 */
export function TextArea({
  label,
  description,
  errorMessage,
  value: valueProp,
  defaultValue = '',
  onChange,
  onFocus,
  onBlur,
  placeholder,
  rows = 4,
  maxLength,
  showCharacterCount = false,
  inputRef,
  className,
  ...props
}: TextAreaProps) {
  const [value, setValue] = useControllableState(valueProp, defaultValue, onChange);
  const countId = useId();
  const length = value.length;
  return (
    <RACTextField
      {...props}
      value={value}
      onChange={setValue}
      maxLength={maxLength}
      isInvalid={isInvalidProp(errorMessage)}
      aria-describedby={showCharacterCount ? countId : undefined}
      className={cx(fieldStyles.field, className)}
    >
      <FieldLabel>{label}</FieldLabel>
      <RACTextArea
        ref={inputRef}
        onFocus={onFocus}
        onBlur={onBlur}
        rows={rows}
        placeholder={placeholder}
        className={styles.textArea}
      />
      <div className={styles.help}>
        <div className={cx(fieldStyles.field, styles.messages)}>
          <FieldHelp description={description} errorMessage={errorMessage} />
        </div>
        {showCharacterCount && (
          <span
            id={countId}
            className={cx(
              styles.count,
              maxLength !== undefined && length >= maxLength ? styles.countFull : undefined,
            )}
          >
            {maxLength === undefined
              ? `${length} characters`
              : `${length} / ${maxLength} characters`}
          </span>
        )}
      </div>
    </RACTextField>
  );
}
