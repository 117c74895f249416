import { useId } from 'react';
import * as styles from './MessageField.css.ts';

export interface MessageFieldProps {
  /** Visible label, also the text area's name for assistive technology. */
  label: string;
  value: string;
  onChange: (value: string) => void;
  /**
   * Error under the field; marks it invalid.
   * @default undefined
   */
  errorMessage?: string;
  /**
   * Greyed hint inside the empty field.
   * @default undefined
   */
  placeholder?: string;
}

/** A labelled multi-line text field (the kit has single-line fields only). */
export function MessageField({
  label,
  value,
  onChange,
  errorMessage,
  placeholder,
}: MessageFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <textarea
        id={id}
        className={styles.input}
        value={value}
        placeholder={placeholder}
        aria-invalid={errorMessage ? true : undefined}
        aria-describedby={errorMessage ? errorId : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {errorMessage && (
        <p id={errorId} className={styles.error}>
          {errorMessage}
        </p>
      )}
    </div>
  );
}
