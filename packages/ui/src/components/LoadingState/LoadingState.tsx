import type { ReactNode } from 'react';
import { Spinner, type SpinnerProps } from '../Spinner/Spinner';
import { cx } from '../private/cx';
import * as styles from './LoadingState.css';
import { useKitI18n } from '../../i18n/use-kit-i18n';

export interface LoadingStateProps {
  /**
   * What is loading, e.g. 'Loading Travelers...'. Visible, and read out by screen readers.
   * @default 'Loading...'
   */
  label?: ReactNode;
  /**
   * A second, quieter line, e.g. 'Please wait while we verify your authentication.'
   * @default undefined
   */
  description?: ReactNode;
  /**
   * Spinner size; `lg` for a whole page.
   * @default 'md'
   */
  size?: SpinnerProps['size'];
  /**
   * Spinner beside the text instead of above it, for a table row or a small card.
   * @default false
   */
  isInline?: boolean;
  /**
   * Extra class for layout.
   * @default undefined
   */
  className?: string;
}

/**
 * A spinner with text in a polite live region (`role="status"`), shown while a list or a page
 * loads. The spinner is decorative: the text says what is happening.
 */
export function LoadingState({
  label: labelProp,
  description,
  size,
  isInline = false,
  className,
}: LoadingStateProps) {
  const { t } = useKitI18n();
  const label = labelProp ?? t('common.loadingEllipsis');
  return (
    <div
      role="status"
      aria-live="polite"
      className={cx(styles.loadingState, isInline ? styles.inline : undefined, className)}
    >
      <Spinner size={size} isDecorative />
      <div>
        <p className={styles.label}>{label}</p>
        {description != null && <p className={styles.description}>{description}</p>}
      </div>
    </div>
  );
}
