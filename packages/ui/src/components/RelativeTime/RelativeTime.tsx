import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useKitI18n } from '../../i18n/use-kit-i18n';
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
   * Whether the date takes a Tab stop of its own. Set it to false inside a link or button (a
   * notification, a row's link), which holds the focus instead: the tooltip then shows on hover
   * and while that link or button has keyboard focus.
   * @default true
   */
  isFocusable?: boolean;
  /**
   * Extra class on the `<time>` element.
   * @default undefined
   */
  className?: string;
}

// As React Aria's tooltips: shown after a short rest of the pointer, gone a moment after it leaves.
const showDelay = 300;
const hideDelay = 500;
// Gap to the date, and the room kept to the window's edges.
const offset = 6;
const edge = 12;

/** Above the date, or below it near the window's top; kept `edge` px from the sides. */
function place(tip: HTMLElement, time: HTMLElement) {
  const anchor = time.getBoundingClientRect();
  // Whole pixels for the tooltip's size, as React Aria measures it.
  const { offsetWidth: width, offsetHeight: height } = tip;
  const above = anchor.top - offset - height;
  const top = above >= edge ? above : anchor.bottom + offset;
  const centred = anchor.left + anchor.width / 2 - width / 2;
  const left = Math.max(edge, Math.min(centred, window.innerWidth - edge - width));
  tip.style.top = `${top}px`;
  tip.style.left = `${left}px`;
}

/**
 * A date as people say it ('2h ago') in a `<time>` element carrying the exact moment; the
 * absolute date and time shows on hover and on keyboard focus, for notifications, alerts and
 * lists. The tooltip is a native popover (the top layer, so no scrolling frame clips it) placed
 * above the date, or below it near the window's top: no overlay code loads for it.
 */
export function RelativeTime({
  date,
  now,
  formatStyle = 'narrow',
  isFocusable = true,
  className,
}: RelativeTimeProps) {
  // Relative and exact dates are written by Intl in the kit's locale (English without messages).
  const { locale } = useKitI18n();
  const tooltipId = useId();
  const timeRef = useRef<HTMLTimeElement>(null);
  const tipRef = useRef<HTMLSpanElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
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

  // Undoes what keeps a shown tooltip in place (a scroll listener, a resize observer).
  const stopFollowing = useRef<(() => void) | null>(null);
  const hide = useCallback(() => {
    clearTimeout(timer.current);
    const tip = tipRef.current;
    if (tip?.matches(':popover-open')) tip.hidePopover();
    stopFollowing.current?.();
    stopFollowing.current = null;
  }, []);
  const show = useCallback(() => {
    clearTimeout(timer.current);
    const tip = tipRef.current;
    const time = timeRef.current;
    if (!tip || !time || typeof tip.showPopover !== 'function') return;
    if (tip.matches(':popover-open')) return;
    // From the window's corner it is measured at its natural width, not squeezed by where it was.
    tip.style.top = '0px';
    tip.style.left = '0px';
    tip.showPopover();
    place(tip, time);
    // Placed again when its size changes (a web font arriving), as React Aria's overlays are.
    const resized = new ResizeObserver(() => place(tip, time));
    resized.observe(tip);
    // The tooltip is fixed to the window: a scroll would leave it behind.
    window.addEventListener('scroll', hide, true);
    stopFollowing.current = () => {
      resized.disconnect();
      window.removeEventListener('scroll', hide, true);
    };
  }, [hide]);
  const later = (action: () => void, delay: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(action, delay);
  };
  useEffect(() => hide, [hide]);

  // Not focusable itself: it follows the keyboard focus of the link or button around it.
  useEffect(() => {
    const host = timeRef.current?.parentElement?.closest<HTMLElement>(
      'a[href], button, [role="link"], [role="button"], [tabindex]',
    );
    if (isFocusable || !host) return;
    const focus = () => {
      if (host.matches(':focus-visible')) show();
    };
    const key = (event: KeyboardEvent) => {
      if (event.key === 'Escape') hide();
    };
    host.addEventListener('focus', focus);
    host.addEventListener('blur', hide);
    host.addEventListener('keydown', key);
    return () => {
      host.removeEventListener('focus', focus);
      host.removeEventListener('blur', hide);
      host.removeEventListener('keydown', key);
    };
  }, [isFocusable, show, hide]);

  return (
    <>
      {/* Focusable so keyboard users reach the exact time too; its handlers show the tooltip. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <time
        ref={timeRef}
        dateTime={moment.toISOString()}
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={isFocusable ? 0 : undefined}
        aria-describedby={isFocusable ? tooltipId : undefined}
        className={cx(styles.time, className)}
        onPointerEnter={(event) => {
          if (event.pointerType !== 'touch') later(show, showDelay);
        }}
        onPointerLeave={() => later(hide, hideDelay)}
        onPointerDown={hide}
        onFocus={(event) => {
          // Keyboard focus only, as React Aria: a tap or click that focuses it shows nothing.
          if (event.currentTarget.matches(':focus-visible')) show();
        }}
        onBlur={hide}
        onKeyDown={(event) => {
          if (event.key === 'Escape') hide();
        }}
      >
        {relative}
      </time>
      <span ref={tipRef} id={tooltipId} role="tooltip" popover="manual" className={styles.tooltip}>
        {absolute}
      </span>
    </>
  );
}
