import { useId, useMemo, type ReactNode } from 'react';
import { useKitI18n } from '../../i18n/use-kit-i18n';
import { Button } from '../Button/Button';
import { Checkbox } from '../Checkbox/Checkbox';
import { cx } from '../private/cx';
import { useControllableState } from '../private/use-controllable-state';
import { useServerError } from '../private/use-server-error';
import { TimeField12h, parseTime12h } from '../TimeField12h/TimeField12h';
import * as styles from './WeekdayTimingEditor.css';

/** The days, in the order the editor lists them. */
export const weekdays = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;

export type Weekday = (typeof weekdays)[number];

/** One day's opening hours; times as `'h:mm AM'`, `''` when not set. */
export interface DayTiming {
  checked: boolean;
  start_time: string;
  end_time: string;
}

/** A week of opening hours, keyed by day: the partner `availability` shape. */
export type WeekdayTimings = Record<Weekday, DayTiming>;

/** What `normalizeWeekdayTimings` accepts: any subset of days and fields. */
export type PartialWeekdayTimings = Partial<Record<string, Partial<DayTiming> | null>>;

/**
 * A full week from whatever the server sent (missing days unchecked with no times). Accepts
 * the object or its JSON string, as the partner `availability` may come either way.
 */
export function normalizeWeekdayTimings(
  value: PartialWeekdayTimings | string | null | undefined,
): WeekdayTimings {
  let source: PartialWeekdayTimings = {};
  if (typeof value === 'string') {
    try {
      const parsed: unknown = JSON.parse(value);
      if (parsed && typeof parsed === 'object') source = parsed as PartialWeekdayTimings;
    } catch {
      // Not JSON: treat as no availability.
    }
  } else if (value) {
    source = value;
  }
  const week = {} as WeekdayTimings;
  for (const day of weekdays) {
    const entry = source[day] ?? {};
    week[day] = {
      checked: Boolean(entry.checked),
      start_time: entry.start_time ?? '',
      end_time: entry.end_time ?? '',
    };
  }
  return week;
}

/**
 * Each day's name in `locale` as `Intl` writes it: 'Monday' in English, 'lundi' in French (for
 * sentences), and as a label with its first letter capitalised ('Lundi').
 */
function dayNames(locale: string) {
  const format = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' });
  // 1 January 2024 was a Monday, the first day the editor lists.
  return Object.fromEntries(
    weekdays.map((day, index) => {
      const name = format.format(Date.UTC(2024, 0, 1 + index));
      const label = name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
      return [day, { name, label }];
    }),
  ) as Record<Weekday, { name: string; label: string }>;
}

const minutesOf = (text: string) => {
  const time = parseTime12h(text);
  return time ? time.hour * 60 + time.minute : null;
};

/**
 * The days whose end time is not after their start time, with `message`: only checked days
 * with both times set are judged. Use it to block a submit; the editor shows the same errors.
 */
export function weekdayTimingErrors(
  value: WeekdayTimings,
  message = 'End time must be after start time.',
): Partial<Record<Weekday, string>> {
  const errors: Partial<Record<Weekday, string>> = {};
  for (const day of weekdays) {
    const { checked, start_time, end_time } = value[day];
    const start = minutesOf(start_time);
    const end = minutesOf(end_time);
    if (checked && start != null && end != null && end <= start) errors[day] = message;
  }
  return errors;
}

export interface WeekdayTimingEditorProps {
  /** Name of the group (the fieldset's legend), e.g. 'Store Availability'. */
  label: ReactNode;
  /**
   * The week, controlled. Days left out are shown unchecked and empty.
   * @default undefined
   */
  value?: PartialWeekdayTimings;
  /**
   * The starting week when uncontrolled.
   * @default every day unchecked, no times
   */
  defaultValue?: PartialWeekdayTimings;
  /**
   * Called with the whole week (all seven days) on every change.
   * @default undefined
   */
  onChange?: (value: WeekdayTimings) => void;
  /**
   * Form field name: the week is submitted as a JSON string under it, and the kit's `Form`
   * shows a server error for it under the group.
   * @default undefined
   */
  name?: string;
  /**
   * Hint under the group.
   * @default undefined
   */
  description?: ReactNode;
  /**
   * Error for the whole group, e.g. from the server. Per-day order errors are shown by the
   * editor itself.
   * @default undefined
   */
  errorMessage?: string;
  /**
   * Shown under a checked day's end time when it is not after its start time.
   * @default 'End time must be after start time.', in the kit's language
   */
  endBeforeStartMessage?: string;
  /**
   * Column headings above the times.
   * @default {start: 'Start', end: 'End'}, in the kit's language
   */
  columnLabels?: { start: string; end: string };
  /**
   * Offer a button that copies the first open day's hours to every day.
   * @default true
   */
  allowCopyToAll?: boolean;
  /**
   * Disable every control.
   * @default false
   */
  isDisabled?: boolean;
  /**
   * Extra class on the fieldset, for layout.
   * @default undefined
   */
  className?: string;
}

/**
 * Opening hours for each weekday, Monday to Sunday: a checkbox per day (open or not) and a
 * 12-hour start and end time, enabled while the day is checked. An end time that is not after
 * the start time is flagged under it; a button copies the first open day's hours to every day.
 * The value is `{Monday: {checked, start_time, end_time},
 * ...}`, the partner `availability` shape.
 */
export function WeekdayTimingEditor({
  label,
  value,
  defaultValue,
  onChange,
  name,
  description,
  errorMessage,
  endBeforeStartMessage,
  columnLabels,
  allowCopyToAll = true,
  isDisabled = false,
  className,
}: WeekdayTimingEditorProps) {
  const { t, locale } = useKitI18n();
  const names = useMemo(() => dayNames(locale), [locale]);
  const [current, setWeek] = useControllableState<WeekdayTimings>(
    value === undefined ? undefined : normalizeWeekdayTimings(value),
    normalizeWeekdayTimings(defaultValue),
    onChange,
  );
  const [serverError, clearServerError] = useServerError(name);
  const message = errorMessage ?? serverError;
  const dayErrors = weekdayTimingErrors(
    current,
    endBeforeStartMessage ?? t('weekday.endBeforeStart'),
  );
  const id = useId();
  const descriptionId = `${id}-description`;
  const errorId = `${id}-error`;

  const update = (day: Weekday, patch: Partial<DayTiming>) => {
    clearServerError();
    setWeek({ ...current, [day]: { ...current[day], ...patch } });
  };

  // The first open day with both times set is the one copied: most weeks repeat Monday's hours.
  const source = weekdays.find(
    (day) => current[day].checked && current[day].start_time && current[day].end_time,
  );
  const copyToAll = (day: Weekday) => {
    clearServerError();
    const week = {} as WeekdayTimings;
    for (const each of weekdays) week[each] = { ...current[day] };
    setWeek(week);
  };

  return (
    <fieldset
      className={cx(styles.fieldset, className)}
      disabled={isDisabled}
      aria-describedby={
        cx(description != null ? descriptionId : undefined, message ? errorId : undefined) ||
        undefined
      }
    >
      <legend className={styles.legend}>{label}</legend>
      <div className={styles.rows}>
        {/* Each time field is named in full ('Monday start time'), so the headings are visual. */}
        <div className={styles.row} aria-hidden="true">
          <span className={styles.corner} />
          <span className={styles.columnHeader}>{columnLabels?.start ?? t('weekday.start')}</span>
          <span className={styles.columnHeader}>{columnLabels?.end ?? t('weekday.end')}</span>
        </div>
        {weekdays.map((day) => {
          const timing = current[day];
          const isOff = isDisabled || !timing.checked;
          return (
            <div key={day} className={styles.row} data-day={day}>
              <Checkbox
                className={styles.day}
                isSelected={timing.checked}
                isDisabled={isDisabled}
                onChange={(checked) => update(day, { checked })}
              >
                {names[day].label}
              </Checkbox>
              <TimeField12h
                aria-label={t('weekday.startTime', { day: names[day].name })}
                value={timing.start_time}
                isDisabled={isOff}
                onChange={(start_time) => update(day, { start_time })}
              />
              <TimeField12h
                aria-label={t('weekday.endTime', { day: names[day].name })}
                value={timing.end_time}
                isDisabled={isOff}
                errorMessage={dayErrors[day]}
                onChange={(end_time) => update(day, { end_time })}
              />
            </div>
          );
        })}
      </div>
      {allowCopyToAll && (
        <Button
          variant="secondary"
          size="sm"
          className={styles.copyToAll}
          isDisabled={isDisabled || !source}
          onPress={() => source && copyToAll(source)}
        >
          {source ? t('weekday.copyFrom', { day: names[source].name }) : t('weekday.copyToAll')}
        </Button>
      )}
      {description != null && (
        <p id={descriptionId} className={styles.description}>
          {description}
        </p>
      )}
      {message && (
        <p id={errorId} className={styles.error}>
          {message}
        </p>
      )}
      {name != null && <input type="hidden" name={name} value={JSON.stringify(current)} />}
    </fieldset>
  );
}
