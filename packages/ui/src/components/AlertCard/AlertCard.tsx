import { useMemo, type ReactNode } from 'react';
import { useKitI18n } from '../../i18n/use-kit-i18n';
import { Link } from '../Link/Link';
import { cx } from '../private/cx';
import * as styles from './AlertCard.css';
import type { alertCardTones } from './AlertCard.css';

export type AlertCardTone = (typeof alertCardTones)[number];

export interface AlertCardProps {
  /** What the alert is about, e.g. 'Pending Partner Approvals'. */
  label: ReactNode;
  /** The figure, e.g. `5`. */
  value: ReactNode;
  /**
   * A line explaining it, e.g. 'Needs review today'. Coloured by `tone`; the words must carry
   * the meaning on their own (colour is only a hint).
   * @default undefined
   */
  description?: ReactNode;
  /**
   * Colour of the description (the API's `descriptionColor`, mapped by the app).
   * @default 'neutral'
   */
  tone?: AlertCardTone;
  /**
   * When it happened: a Date or an ISO string shown as a medium date in the kit's locale
   * ('Nov 23, 2026' in English), any other text as given,
   * or an element such as `<RelativeTime date={...} />` ('2h ago', the exact date on hover).
   * @default undefined
   */
  date?: Date | ReactNode;
  /**
   * Level of the label when it should be a heading; by default it is plain text.
   * @default undefined
   */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  /**
   * Where the cases it counts are listed, e.g. '/partners?tab=pending': the label becomes a link
   * and the whole card takes the click (navigates through `RouterProvider`).
   * @default undefined
   */
  href?: string;
  /**
   * Extra class for layout.
   * @default undefined
   */
  className?: string;
}

function DateText({ date }: { date: Date | string }) {
  const { locale } = useKitI18n();
  const dateFormat = useMemo(
    () => new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }),
    [locale],
  );
  const parsed = date instanceof Date ? date : new Date(date);
  if (Number.isNaN(parsed.getTime())) return <span className={styles.date}>{String(date)}</span>;
  return (
    <time className={styles.date} dateTime={parsed.toISOString()}>
      {dateFormat.format(parsed)}
    </time>
  );
}

/**
 * One card of the dashboard's 'Alerts Panel': a label, a value, a toned description, a date.
 * With `href`, the label is a link whose hit area covers the card (one tab stop, one name).
 */
export function AlertCard({
  label,
  value,
  description,
  tone = 'neutral',
  date,
  headingLevel,
  href,
  className,
}: AlertCardProps) {
  const Label = headingLevel ? (`h${headingLevel}` as const) : 'p';
  return (
    <div className={cx(styles.alertCard, href && styles.linked, className)} data-tone={tone}>
      <Label className={styles.label}>
        {href ? (
          <Link href={href} variant="subtle" className={styles.cardLink}>
            {label}
          </Link>
        ) : (
          label
        )}
      </Label>
      <p className={styles.value}>{value}</p>
      {description != null && <p className={styles.description({ tone })}>{description}</p>}
      {date instanceof Date || typeof date === 'string' ? (
        <DateText date={date} />
      ) : (
        date != null && typeof date !== 'boolean' && <span className={styles.date}>{date}</span>
      )}
    </div>
  );
}
