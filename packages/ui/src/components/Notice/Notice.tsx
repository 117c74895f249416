import type { ReactNode } from 'react';
import { cx } from '../private/cx';
import { AlertGlyph, CheckCircleGlyph, InfoGlyph } from '../private/icons';
import * as styles from './Notice.css';
import type { noticeTones } from './Notice.css';

export type NoticeTone = (typeof noticeTones)[number];

const glyphs = {
  info: InfoGlyph,
  success: CheckCircleGlyph,
  warning: AlertGlyph,
  danger: AlertGlyph,
} as const;

export interface NoticeProps {
  /**
   * What kind of news: `danger` is announced at once (`role="alert"`), the others politely
   * (`role="status"`). The words must say it too; colour and icon are only hints.
   * @default 'info'
   */
  tone?: NoticeTone;
  /**
   * A short bold first line, e.g. 'Could not load the partner'.
   * @default undefined
   */
  title?: ReactNode;
  /** The message, e.g. 'Check your connection and try again.' */
  children?: ReactNode;
  /**
   * A control at the end, e.g. a 'Retry' Button; it moves under the text on narrow widths.
   * @default undefined
   */
  action?: ReactNode;
  /**
   * Extra class for layout.
   * @default undefined
   */
  className?: string;
}

/**
 * A banner across the content: a failed load with a retry, a saved change, a warning about the
 * record on screen. It is a live region, so a notice that appears is read out.
 */
export function Notice({ tone = 'info', title, children, action, className }: NoticeProps) {
  const Glyph = glyphs[tone];
  return (
    <div
      className={cx(styles.notice({ tone }), className)}
      role={tone === 'danger' ? 'alert' : 'status'}
      data-tone={tone}
    >
      <Glyph className={styles.icon} />
      <div className={styles.content}>
        {title != null && <p className={styles.title}>{title}</p>}
        {children != null && <div className={styles.body}>{children}</div>}
      </div>
      {action != null && <div className={styles.action}>{action}</div>}
    </div>
  );
}
