import { parseDate, type CalendarDate } from '@internationalized/date';
import { useMemo, type Ref } from 'react';
import {
  Button as RACButton,
  Calendar,
  CalendarCell,
  CalendarGrid,
  CalendarGridBody,
  CalendarGridHeader,
  CalendarHeaderCell,
  DateInput,
  DatePicker as RACDatePicker,
  DateSegment,
  Dialog,
  Group,
  Heading,
  Popover,
  type DatePickerProps as RACDatePickerProps,
} from 'react-aria-components';
import { IconButton } from '../IconButton/IconButton';
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
import { CalendarGlyph, ChevronGlyph } from '../private/icons';
import * as styles from './DatePicker.css';
import { useKitI18n } from '../../i18n/use-kit-i18n';

/**
 * A calendar date from `'YYYY-MM-DD'`, or from the date part of a timestamp
 * (`'2026-05-01T00:00:00Z'`, `'2026-05-01 00:00:00'`); `null` for anything else.
 */
export function parseDateString(text: string | null | undefined): CalendarDate | null {
  const match = /^(\d{4}-\d{2}-\d{2})/.exec((text ?? '').trim());
  if (!match) return null;
  try {
    return parseDate(match[1]!);
  } catch {
    return null;
  }
}

export interface DatePickerProps
  extends
    Omit<
      RACDatePickerProps<CalendarDate>,
      | 'children'
      | 'className'
      | 'style'
      | 'isInvalid'
      | 'value'
      | 'defaultValue'
      | 'onChange'
      | 'minValue'
      | 'maxValue'
      | 'granularity'
      | 'placeholderValue'
    >,
    FieldTextProps {
  /**
   * The date, controlled, as `'YYYY-MM-DD'` (a timestamp's date part is used); `''` or `null`
   * for none.
   * @default undefined
   */
  value?: string | null;
  /**
   * The starting date when uncontrolled.
   * @default ''
   */
  defaultValue?: string | null;
  /**
   * Called with the complete date as `'YYYY-MM-DD'`, or `''` once it is cleared. A form
   * submits the same string under `name`.
   * @default undefined
   */
  onChange?: (value: string) => void;
  /**
   * Earliest date allowed, `'YYYY-MM-DD'`; earlier days are disabled in the calendar and a
   * typed earlier date is invalid.
   * @default undefined
   */
  minDate?: string;
  /**
   * Latest date allowed, `'YYYY-MM-DD'`.
   * @default undefined
   */
  maxDate?: string;
  /**
   * Name of the button that opens the calendar.
   * @default 'Choose date'
   */
  calendarLabel?: string;
  /**
   * Receives `{focus()}`, which focuses the first segment, e.g. react-hook-form's `field.ref`.
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
 * A date, typed segment by segment or picked from a calendar popover: react-aria-components'
 * DatePicker. Values in and out are `'YYYY-MM-DD'` strings, e.g. an insurance expiry date.
 */
export function DatePicker({
  label,
  description,
  errorMessage,
  value,
  defaultValue,
  onChange,
  minDate,
  maxDate,
  calendarLabel: calendarLabelProp,
  inputRef,
  className,
  ...props
}: DatePickerProps) {
  const { t } = useKitI18n();
  const calendarLabel = calendarLabelProp ?? t('datePicker.choose');
  const {
    parsed: date,
    setText,
    groupRef,
  } = useSegmentedValue({ value, defaultValue, onChange, parse: parseDateString, inputRef });
  const minValue = useMemo(() => parseDateString(minDate) ?? undefined, [minDate]);
  const maxValue = useMemo(() => parseDateString(maxDate) ?? undefined, [maxDate]);
  return (
    <>
      <RACDatePicker
        {...props}
        value={date}
        onChange={(next) => setText(next ? next.toString() : '')}
        minValue={minValue}
        maxValue={maxValue}
        isInvalid={isInvalidProp(errorMessage)}
        className={cx(fieldStyles.field, className)}
      >
        <FieldLabel>{label}</FieldLabel>
        <Group ref={groupRef} className={styles.group}>
          <DateInput className={styles.input}>
            {(segment) => <DateSegment segment={segment} className={fieldStyles.segment} />}
          </DateInput>
          <RACButton className={styles.calendarButton} aria-label={calendarLabel}>
            <CalendarGlyph />
          </RACButton>
        </Group>
        <FieldHelp description={description} errorMessage={errorMessage} />
        <Popover className={styles.popover} placement="bottom start">
          <Dialog className={styles.dialog}>
            <Calendar>
              <header className={styles.calendarHeader}>
                <IconButton slot="previous" aria-label={t('datePicker.previousMonth')} size="sm">
                  <ChevronGlyph direction="left" />
                </IconButton>
                <Heading className={styles.calendarHeading} />
                <IconButton slot="next" aria-label={t('datePicker.nextMonth')} size="sm">
                  <ChevronGlyph direction="right" />
                </IconButton>
              </header>
              <CalendarGrid className={styles.grid}>
                <CalendarGridHeader>
                  {(day) => (
                    <CalendarHeaderCell className={styles.weekday}>{day}</CalendarHeaderCell>
                  )}
                </CalendarGridHeader>
                <CalendarGridBody>
                  {(day) => <CalendarCell date={day} className={styles.cell} />}
                </CalendarGridBody>
              </CalendarGrid>
            </Calendar>
          </Dialog>
        </Popover>
      </RACDatePicker>
    </>
  );
}
