import type { ReactNode } from 'react';
import { cx } from '../private/cx';
import type { SpaceName } from '../private/space';
import * as styles from './Stack.css';
import type { StackVariants } from './Stack.css';

export interface StackProps {
  /**
   * Space between the children: a name of the theme's space scale.
   * @default 'md'
   */
  gap?: SpaceName;
  /**
   * Where the children sit across the stack; `stretch` makes them all as wide as the stack.
   * @default 'stretch'
   */
  align?: StackVariants['align'];
  /**
   * Element: `section` for a titled part of a page (name it with `aria-labelledby`), `ul`/`ol`
   * for a list (its children must then be `li`; bullets are removed, the list stays a list).
   * @default 'div'
   */
  as?: 'div' | 'section' | 'ul' | 'ol' | 'nav' | 'form' | 'article';
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

/** Children one under another with even space between them, so screens need no margins. */
export function Stack({
  gap = 'md',
  align = 'stretch',
  as: Element = 'div',
  children,
  className,
  ...aria
}: StackProps) {
  return (
    <Element className={cx(styles.stack({ gap, align }), className)} {...aria}>
      {children}
    </Element>
  );
}
