import type { ReactNode } from 'react';
import { Link, type LinkProps } from 'react-aria-components';
import { cx } from '../private/cx';
import { visuallyHidden } from '../private/visually-hidden.css';
import { Skeleton } from '../Skeleton/Skeleton';
import * as styles from './StatCard.css';
import { useKitI18n } from '../../i18n/use-kit-i18n';

export interface StatCardProps {
  /** What is counted, e.g. 'Active Partners'. */
  label: string;
  /**
   * The figure, e.g. `24` or '$12,400'. Ignored while `isLoading` or with an `error`.
   * @default undefined
   */
  value?: ReactNode;
  /**
   * A quieter line under the value, e.g. 'this month'.
   * @default undefined
   */
  hint?: ReactNode;
  /**
   * Decorative icon beside the text.
   * @default undefined
   */
  icon?: ReactNode;
  /**
   * Makes the whole card a link, e.g. '/partners'. Navigates through the app's
   * `RouterProvider` when there is one.
   * @default undefined
   */
  href?: string;
  /**
   * Router options passed with `href` (e.g. react-router's `state: {activeTab: 'pending'}`).
   * @default undefined
   */
  routerOptions?: LinkProps['routerOptions'];
  /**
   * Makes the whole card pressable (a link-like action without a URL).
   * @default undefined
   */
  onPress?: () => void;
  /**
   * Shows a placeholder instead of the value and tells screen readers it is loading.
   * @default false
   */
  isLoading?: boolean;
  /**
   * What screen readers hear while loading.
   * @default 'Loading...'
   */
  loadingLabel?: string;
  /**
   * Shown instead of the value when it could not be loaded, e.g. 'Error loading States'.
   * @default undefined
   */
  error?: ReactNode;
  /**
   * Level of the label when it should be a heading; by default it is plain text.
   * @default undefined
   */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  /**
   * Extra class for layout.
   * @default undefined
   */
  className?: string;
}

/**
 * A dashboard figure: a label and a big value. With `href` or `onPress` the whole card is one
 * link whose accessible name is the label and the value ("Active Partners 24"): a plain `<a>`
 * through the kit's router, so a dashboard of cards loads no React Aria press code.
 */
export function StatCard({
  label,
  value,
  hint,
  icon,
  href,
  routerOptions,
  onPress,
  isLoading = false,
  loadingLabel: loadingLabelProp,
  error,
  headingLevel,
  className,
}: StatCardProps) {
  const { t } = useKitI18n();
  const loadingLabel = loadingLabelProp ?? t('common.loadingEllipsis');
  const state = isLoading ? 'loading' : error != null ? 'error' : 'ready';
  const Label = headingLevel ? (`h${headingLevel}` as const) : 'p';
  const content = (
    <>
      {icon != null && (
        <span className={styles.iconWrap} aria-hidden="true">
          {icon}
        </span>
      )}
      <div className={styles.texts}>
        <Label className={styles.label}>{label}</Label>
        <div className={styles.value({ state })}>
          {state === 'loading' ? (
            <>
              <Skeleton width="4ch" className={styles.skeletonLine} />
              <span className={visuallyHidden}>{loadingLabel}</span>
            </>
          ) : state === 'error' ? (
            error
          ) : (
            value
          )}
        </div>
        {hint != null && state === 'ready' && <span className={styles.hint}>{hint}</span>}
        {hint != null && state === 'loading' && (
          // Holds the hint's line, so the card does not grow when the figure arrives.
          <span className={styles.hint}>
            <Skeleton width="10ch" className={styles.skeletonLine} />
          </span>
        )}
      </div>
    </>
  );
  const interactive = href != null || onPress != null;
  const shared = {
    className: cx(styles.statCard({ interactive }), className),
    'data-state': state,
    'aria-busy': isLoading || undefined,
  };
  if (interactive) {
    return (
      <Link
        {...shared}
        href={href}
        routerOptions={routerOptions}
        onPress={onPress ? () => onPress() : undefined}
      >
        {content}
      </Link>
    );
  }
  return <div {...shared}>{content}</div>;
}
