import type { RefundStatus, RefundStatusAction } from '@packlight/api-types';

const dayMs = 24 * 60 * 60 * 1000;
const relative = new Intl.RelativeTimeFormat('en-US', { numeric: 'auto' });

/**
 * How long ago a timestamp was, in the largest whole unit: 'today', 'yesterday', '5 days ago',
 * '3 months ago'. Calendar days in local time, so a request from last night reads 'yesterday'.
 * '' for a missing or unreadable timestamp.
 */
export function timeAgo(timestamp: string | null | undefined, now: Date = new Date()): string {
  const time = timestamp ? Date.parse(timestamp) : Number.NaN;
  if (Number.isNaN(time)) return '';
  const startOf = (date: Date) => new Date(date.getFullYear(), date.getMonth(), date.getDate());
  const days = Math.round((startOf(new Date(time)).getTime() - startOf(now).getTime()) / dayMs);
  if (Math.abs(days) < 30) return relative.format(days, 'day');
  const months = Math.trunc(days / 30);
  if (Math.abs(months) < 12) return relative.format(months, 'month');
  return relative.format(Math.trunc(days / 365), 'year');
}

/** Only a Pending refund can be decided (docs/product/decisions.md D12): the buttons go then. */
export const isUndecided = (status: RefundStatus) => status === 'Pending';

/** What each button sends and asks (docs/product/part-2.md §4). */
export const refundDecisions = {
  Processed: { label: 'Approve', verb: 'approve', tone: 'neutral' },
  Rejected: { label: 'Reject', verb: 'reject', tone: 'danger' },
} as const satisfies Record<
  RefundStatusAction,
  { label: string; verb: string; tone: 'neutral' | 'danger' }
>;

/**
 * 'Refund processed successfully!' or 'Refund rejected successfully!': the state in the sentence's
 * own case (part-2.md §8 capitalises it mid-sentence: D48).
 */
export const decisionMessage = (status: RefundStatusAction) =>
  `Refund ${status.toLowerCase()} successfully!`;
