import { useEffect, useMemo, useState } from 'react';
import { Focusable, Tooltip, TooltipTrigger, useLocale } from 'react-aria-components';
import { cx } from '../private/cx';
import { formatRelative } from './relative-time';
import * as styles from './RelativeTime.css';

export interface RelativeTimeProps {
  /** The moment to show: a Date, an ISO string such as '2026-11-23T20:15:00Z', or epoch ms. */
  date: Date | string | number;
  /**
   * What "now" is; the text refreshes each minute while it is not given.
   * @default the current time
   */
  now?: Date;
  /**
   * How short the units are: `narrow` '2h ago', `short` '2 hr. ago', `long` '2 hours ago'.
   * @default 'narrow'
   */
  formatStyle?: Intl.RelativeTimeFormatStyle;
  /**
   * Extra class on the `<time>` element.
   * @default undefined
   */
  className?: string;
}

/**
 * A date as people say it ('2h ago') in a `<time>` element carrying the exact moment; the
 * absolute date and time shows on hover and on keyboard focus, for notifications, alerts and
 * lists.
 */
export function RelativeTime({ date, now, formatStyle = 'narrow', className }: RelativeTimeProps) {
  const { locale } = useLocale();
  const moment = useMemo(() => new Date(date), [date]);
  const [clock, setClock] = useState(() => new Date());
  useEffect(() => {
    if (now) return;
    const timer = setInterval(() => setClock(new Date()), 60_000);
    return () => clearInterval(timer);
  }, [now]);
  const absolute = useMemo(
    () =>
      new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(moment),
    [locale, moment],
  );
  const relative = formatRelative(moment, now ?? clock, locale, formatStyle);
  return (
    <TooltipTrigger delay={300}>
      <Focusable>
        {/* Focusable so keyboard users reach the exact time too. */}
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
        <time dateTime={moment.toISOString()} tabIndex={0} className={cx(styles.time, className)}>
          {relative}
        </time>
      </Focusable>
      <Tooltip className={styles.tooltip} offset={6}>
        {absolute}
      </Tooltip>
    </TooltipTrigger>
  );
}
