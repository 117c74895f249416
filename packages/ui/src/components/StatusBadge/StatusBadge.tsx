import type { ReactNode } from 'react';
import { cx } from '../private/cx';
import * as styles from './StatusBadge.css';
import { statusTones } from './StatusBadge.css';

export type StatusTone = (typeof statusTones)[number];

const tonesByStatus: Record<string, StatusTone> = {
  active: 'success',
  online: 'success',
  processed: 'success',
  completed: 'success',
  delivered: 'success',
  resolved: 'success',
  approved: 'success',
  pending: 'warning',
  'in progress': 'warning',
  processing: 'warning',
  // On its way, like Processing (docs/product/vocabulary.md).
  'in transit': 'warning',
  shipped: 'warning',
  suspended: 'danger',
  rejected: 'danger',
  cancelled: 'danger',
  canceled: 'danger',
  offline: 'neutral',
};

/**
 * The tone for a status as the API or the screen words it, case- and separator-insensitive
 * ('In Progress', 'in_progress', 'IN-PROGRESS'); unknown statuses are `neutral`.
 */
export function statusTone(status: string): StatusTone {
  const normalised = status.trim().toLowerCase().replace(/[_-]+/g, ' ').replace(/\s+/g, ' ');
  return tonesByStatus[normalised] ?? 'neutral';
}

/**
 * A shape per tone, so the tone is not told by colour alone (WCAG 1.4.1): a tick for success,
 * a clock for in-between, a cross for stopped, a hollow ring for neutral.
 */
const marks: Record<StatusTone, ReactNode> = {
  success: <path d="M3 6.5l2 2 4-5" />,
  warning: (
    <>
      <circle cx="6" cy="6" r="4.5" />
      <path d="M6 3.5V6l1.5 1.5" />
    </>
  ),
  danger: <path d="M3 3l6 6M9 3L3 9" />,
  neutral: <circle cx="6" cy="6" r="3.5" />,
};

// The recipe's class list per tone, built once: a page of table rows draws many badges.
const badgeClasses = Object.fromEntries(
  statusTones.map((tone) => [tone, styles.badge({ tone })]),
) as Record<StatusTone, string>;

export interface StatusBadgeProps {
  /** The status as shown, e.g. 'Active', 'In Progress', 'Suspended'. Always visible. */
  status: string;
  /**
   * Override the tone picked from `status` (green Active/Online/Processed/Completed/Delivered/
   * Resolved/Approved, orange Pending/In Progress/Processing, red Suspended/Rejected/Cancelled,
   * grey Offline and anything unknown), e.g. traveler badges where every non-Active is orange.
   * @default statusTone(status)
   */
  tone?: StatusTone;
  /**
   * Text shown instead of `status`, when the words differ from the value that picks the tone,
   * e.g. a translated or shortened label; the tone still comes from `status`.
   * @default status
   */
  children?: ReactNode;
  /**
   * Extra class for layout.
   * @default undefined
   */
  className?: string;
}

/** A status as a small pill: the text, plus a colour and a shape for its tone. */
export function StatusBadge({ status, tone, children, className }: StatusBadgeProps) {
  const resolved = tone ?? statusTone(status);
  return (
    <span className={cx(badgeClasses[resolved], className)} data-tone={resolved}>
      <svg
        className={styles.mark}
        viewBox="0 0 12 12"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.75"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
      >
        {marks[resolved]}
      </svg>
      <span className={styles.label}>{children ?? status}</span>
    </span>
  );
}
