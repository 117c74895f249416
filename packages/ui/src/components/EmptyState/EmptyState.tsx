import type { ReactNode } from 'react';
import { cx } from '../private/cx';
import { AlertGlyph, InboxGlyph } from '../private/icons';
import * as styles from './EmptyState.css';
import type { EmptyStateTone } from './EmptyState.css';

export interface EmptyStateProps {
  /** What is (not) there, e.g. 'No travelers found.' */
  title: ReactNode;
  /**
   * What to do about it, e.g. 'Try adjusting filters or check back later.'
   * @default undefined
   */
  hint?: ReactNode;
  /**
   * `neutral` for "nothing to show", `danger` for "could not load" (danger-coloured alert icon).
   * @default 'neutral'
   */
  tone?: EmptyStateTone;
  /**
   * Decorative icon above the title; `null` for none. Defaults to an empty tray, or an alert sign
   * for `tone="danger"`.
   * @default undefined
   */
  icon?: ReactNode;
  /**
   * A button or link below the hint, e.g. 'Clear filters' or 'Add Partner'.
   * @default undefined
   */
  action?: ReactNode;
  /**
   * Render the title as a heading of this level, for an empty page or section. Inside a table or
   * a card that already has a heading leave it unset, and the title is plain text.
   * @default undefined
   */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  /**
   * Announce the message when it appears (`role="status"`, or `role="alert"` for `tone="danger"`),
   * e.g. when a search narrows a list to nothing.
   * @default false
   */
  isLive?: boolean;
  /**
   * Extra class for layout.
   * @default undefined
   */
  className?: string;
}

/** The message shown in place of content that is absent: an empty list, no results, a failed load. */
export function EmptyState({
  title,
  hint,
  tone = 'neutral',
  icon,
  action,
  headingLevel,
  isLive = false,
  className,
}: EmptyStateProps) {
  const Title = headingLevel ? (`h${headingLevel}` as const) : 'p';
  const glyph = icon === undefined ? tone === 'danger' ? <AlertGlyph /> : <InboxGlyph /> : icon;
  return (
    <div
      className={cx(styles.emptyState, className)}
      data-tone={tone}
      role={isLive ? (tone === 'danger' ? 'alert' : 'status') : undefined}
    >
      {glyph != null && (
        <span className={styles.iconWrap({ tone })} aria-hidden="true">
          {glyph}
        </span>
      )}
      <Title className={styles.title}>{title}</Title>
      {hint != null && <p className={styles.hint}>{hint}</p>}
      {action != null && <div className={styles.action}>{action}</div>}
    </div>
  );
}
