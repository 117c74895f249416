import { RelativeTime } from '@packlight/ui';
import * as styles from './DateCell.css.ts';

export interface DateCellProps {
  /** An ISO timestamp from the server; nothing shows when it is missing or unreadable. */
  value: string | null | undefined;
}

/**
 * A date in a list: relative ('2h ago'), with the exact date and time on hover and on keyboard
 * focus, so a list reads at a glance and still answers 'when exactly'.
 */
export function DateCell({ value }: DateCellProps) {
  if (!value || Number.isNaN(Date.parse(value))) return null;
  return <RelativeTime date={value} className={styles.date} />;
}
