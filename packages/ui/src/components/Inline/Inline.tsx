import type { ReactNode } from 'react';
import { cx } from '../private/cx';
import type { SpaceName } from '../private/space';
import * as styles from './Inline.css';
import type { InlineVariants } from './Inline.css';

export interface InlineProps {
  /**
   * Space between the children, across and between lines: a name of the theme's space scale.
   * @default 'md'
   */
  gap?: SpaceName;
  /**
   * Where the children sit vertically within a line.
   * @default 'center'
   */
  align?: InlineVariants['align'];
  /**
   * Where the children sit along the line; `between` pushes the first and last to the edges.
   * @default 'start'
   */
  justify?: InlineVariants['justify'];
  /**
   * Whether children move to a new line when the row is too narrow (phone widths). Turn it off
   * only for rows that always fit, e.g. an icon beside a short label.
   * @default true
   */
  wrap?: boolean;
  /**
   * Element: `ul`/`ol` for a list (its children must then be `li`; bullets are removed).
   * @default 'div'
   */
  as?: 'div' | 'section' | 'ul' | 'ol' | 'nav' | 'span';
  /**
   * Names a `section` or `nav` after a heading inside it.
   * @default undefined
   */
  'aria-labelledby'?: string;
  /**
   * Names a `section` or `nav` that has no visible heading.
   * @default undefined
   */
  'aria-label'?: string;
  children?: ReactNode;
  /**
   * Extra class for layout.
   * @default undefined
   */
  className?: string;
}

/** Children side by side with even space between them, wrapping onto new lines when narrow. */
export function Inline({
  gap = 'md',
  align = 'center',
  justify = 'start',
  wrap = true,
  as: Element = 'div',
  children,
  className,
  ...aria
}: InlineProps) {
  return (
    <Element className={cx(styles.inline({ gap, align, justify, wrap }), className)} {...aria}>
      {children}
    </Element>
  );
}
