import { Time } from '@internationalized/date';
import type { ReactNode, Ref } from 'react';
import {
  DateInput,
  DateSegment,
  TimeField as RACTimeField,
  type TimeFieldProps as RACTimeFieldProps,
} from 'react-aria-components';
import { cx } from '../private/cx';
import {
  FieldHelp,
  FieldLabel,
  fieldStyles,
  isInvalidProp,
  useSegmentedValue,
  type FieldTextProps,
  type FocusHandle,
} from '../private/field';
import { useServerError } from '../private/use-server-error';
import * as styles from './TimeField12h.css';

/**
 * Reads a time of day: `'9:05 AM'`, `'09:05 pm'`, `'9:05PM'`, or 24-hour `'21:05'` /
 * `'21:05:00'`. Minutes must be 00-59. Anything else (including `''`) gives `null`.
 */
export function parseTime12h(text: string | null | undefined): Time | null {
  const match = /^\s*(\d{1,2}):(\d{2})(?::\d{2})?\s*(?:([AaPp])\.?\s*[Mm]\.?)?\s*$/.exec(
    text ?? '',
  );
  if (!match) return null;
  const hour = Number(match[1]);
  const minute = Number(match[2]);
  const period = match[3]?.toUpperCase();
  if (minute > 59) return null;
  if (period) {
    if (hour < 1 || hour > 12) return null;
    return new Time((hour % 12) + (period === 'P' ? 12 : 0), minute);
  }
  return hour > 23 ? null : new Time(hour, minute);
}

/** Writes a time of day as `'h:mm AM'`: `{hour: 21, minute: 5}` → `'9:05 PM'`. */
export function formatTime12h(time: { hour: number; minute: number }): string {
  const hour = time.hour % 12 === 0 ? 12 : time.hour % 12;
  return `${hour}:${String(time.minute).padStart(2, '0')} ${time.hour < 12 ? 'AM' : 'PM'}`;
}

export type { FocusHandle };

export interface TimeField12hProps
  extends
    Omit<
      RACTimeFieldProps<Time>,
      | 'children'
      | 'className'
      | 'style'
      | 'isInvalid'
      | 'value'
      | 'defaultValue'
      | 'onChange'
      | 'hourCycle'
      | 'granularity'
      | 'hideTimeZone'
      | 'placeholderValue'
      | 'minValue'
      | 'maxValue'
    >,
    Omit<FieldTextProps, 'label'> {
  /**
   * Visible label. Omit it only with an `aria-label`, e.g. in a table whose column header says
   * 'Start'.
   * @default undefined
   */
  label?: ReactNode;
  /**
   * The time, controlled, as `'h:mm AM'` (`'9:00 AM'`); other spellings `parseTime12h` reads
   * are accepted. `''` or `null` for none.
   * @default undefined
   */
  value?: string | null;
  /**
   * The starting time when uncontrolled.
   * @default ''
   */
  defaultValue?: string | null;
  /**
   * Called with the complete time as `'h:mm AM'` (e.g. `'9:05 PM'`), or `''` once a segment is
   * cleared. A form submits the same string under `name`.
   * @default undefined
   */
  onChange?: (value: string) => void;
  /**
   * Receives `{focus()}`, which focuses the hour, e.g. react-hook-form's `field.ref`.
   * @default undefined
   */
  inputRef?: Ref<FocusHandle>;
  /**
   * Extra class on the wrapper, for layout.
   * @default undefined
   */
  className?: string;
}

/**
 * A 12-hour time of day (hour, minute 00-59, AM/PM): react-aria-components' TimeField with
 * `hourCycle={12}`. Each segment takes typing and the arrow keys; the value in and out is the
 * string `'h:mm AM'`. Inside the kit's `Form`, server errors for `name` show under it.
 */
export function TimeField12h({
  label,
  description,
  errorMessage,
  value,
  defaultValue,
  onChange,
  inputRef,
  name,
  className,
  ...props
}: TimeField12hProps) {
  const {
    parsed: time,
    setText,
    groupRef,
  } = useSegmentedValue({ value, defaultValue, onChange, parse: parseTime12h, inputRef });
  const [serverError, clearServerError] = useServerError(name);
  const message = errorMessage ?? serverError;
  return (
    <>
      <RACTimeField
        {...props}
        hourCycle={12}
        granularity="minute"
        value={time}
        onChange={(next) => {
          clearServerError();
          setText(next ? formatTime12h(next) : '');
        }}
        isInvalid={isInvalidProp(message)}
        className={cx(fieldStyles.field, className)}
      >
        {label != null && <FieldLabel>{label}</FieldLabel>}
        <DateInput ref={groupRef} className={styles.input}>
          {(segment) => <DateSegment segment={segment} className={fieldStyles.segment} />}
        </DateInput>
        {name != null && (
          <input type="hidden" name={name} value={time ? formatTime12h(time) : ''} />
        )}
        <FieldHelp description={description} errorMessage={message} />
      </RACTimeField>
    </>
  );
}
