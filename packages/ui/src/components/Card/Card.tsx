import { useId, type ReactNode } from 'react';
import { cx } from '../private/cx';
import * as styles from './Card.css';
import type { CardVariants } from './Card.css';

export interface CardProps {
  /**
   * Heading at the top, e.g. 'Traveler Information'.
   * @default undefined
   */
  title?: ReactNode;
  /**
   * Level of the title's heading, to fit the page outline (the page title is usually `h1`).
   * @default 2
   */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  /**
   * A quieter line under the title.
   * @default undefined
   */
  description?: ReactNode;
  /**
   * Buttons or links at the top right, e.g. 'View all', 'Download'.
   * @default undefined
   */
  actions?: ReactNode;
  /**
   * Inner spacing; `none` lets a table run to the edges.
   * @default 'md'
   */
  padding?: CardVariants['padding'];
  /**
   * Element: `section` makes a titled card a named region (a landmark), for the few main
   * blocks of a page; `article` for self-contained items. Many small cards stay `div`s.
   * @default 'div'
   */
  as?: 'div' | 'section' | 'article';
  children?: ReactNode;
  /**
   * Extra class for layout.
   * @default undefined
   */
  className?: string;
}

/** A bordered surface grouping related content, with an optional title and actions. */
export function Card({
  title,
  headingLevel = 2,
  description,
  actions,
  padding = 'md',
  as: Element = 'div',
  children,
  className,
}: CardProps) {
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  const hasHeader = title != null || description != null || actions != null;
  return (
    <Element
      className={cx(styles.card({ padding }), className)}
      data-padding={padding}
      aria-labelledby={title != null && Element !== 'div' ? titleId : undefined}
    >
      {hasHeader && (
        <div className={styles.header({ padding })}>
          {(title != null || description != null) && (
            <div className={styles.headings}>
              {title != null && (
                <Heading id={titleId} className={styles.title}>
                  {title}
                </Heading>
              )}
              {description != null && <p className={styles.description}>{description}</p>}
            </div>
          )}
          {actions != null && <div className={styles.actions}>{actions}</div>}
        </div>
      )}
      {children != null && <div className={styles.body}>{children}</div>}
    </Element>
  );
}
