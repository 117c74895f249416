import type { ReactNode } from 'react';
import { Link, type Key } from 'react-aria-components';
import { ChevronGlyph } from '../private/icons';
import * as styles from './Breadcrumbs.css';
import { useKitI18n } from '../../i18n/use-kit-i18n';

export interface BreadcrumbItem {
  /** What the crumb says, e.g. 'Partners'. */
  label: ReactNode;
  /**
   * Where it leads, e.g. '/partners'. The last item (the current page) needs none, and an item
   * without one is shown as text.
   */
  href?: string;
  /**
   * Key passed to `onAction`; defaults to the item's position.
   */
  id?: Key;
}

export interface BreadcrumbsProps {
  /** The trail from the top, e.g. Dashboard (/) > Partners (/partners) > Details. The last is the current page. */
  items: readonly BreadcrumbItem[];
  /**
   * Name of the navigation landmark.
   * @default 'Breadcrumb'
   */
  'aria-label'?: string;
  /**
   * Called with the item's `id` when a crumb is pressed, for a crumb that acts rather than
   * navigates. Links with `href` navigate by themselves (through the kit's RouterProvider).
   * @default undefined
   */
  onAction?: (id: Key) => void;
  /**
   * Extra class on the `<nav>`, for layout.
   * @default undefined
   */
  className?: string;
}

/**
 * The trail of pages above this one: `nav > ol > li` of React Aria links (client-side
 * navigation through `RouterProvider`). The last item is the current page
 * (`aria-current="page"`), shown as text.
 */
export function Breadcrumbs({
  items,
  'aria-label': ariaLabelProp,
  onAction,
  className,
}: BreadcrumbsProps) {
  const { t } = useKitI18n();
  const ariaLabel = ariaLabelProp ?? t('breadcrumbs.label');
  return (
    <nav aria-label={ariaLabel} className={className}>
      <ol className={styles.list}>
        {items.map((item, index) => {
          const isLast = index === items.length - 1;
          const id = item.id ?? index;
          return (
            <li key={id} className={styles.item}>
              {isLast ? (
                <span aria-current="page" className={styles.current}>
                  {item.label}
                </span>
              ) : item.href != null || onAction ? (
                <Link
                  href={item.href}
                  className={styles.link}
                  onPress={onAction && (() => onAction(id))}
                >
                  {item.label}
                </Link>
              ) : (
                <span>{item.label}</span>
              )}
              {!isLast && <ChevronGlyph className={styles.separator} />}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
