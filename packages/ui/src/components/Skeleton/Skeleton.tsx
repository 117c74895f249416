import type { CSSProperties } from 'react';
import { cx } from '../private/cx';
import * as styles from './Skeleton.css';
import type { SkeletonVariants } from './Skeleton.css';

type Length = number | string;

const toCss = (length: Length | undefined) => (typeof length === 'number' ? `${length}px` : length);

export interface SkeletonProps {
  /**
   * `text` lines (one `1em` high each), a `rect` (image, chart, table) or a `circle` (avatar).
   * @default 'text'
   */
  shape?: SkeletonVariants['shape'];
  /**
   * Number of text lines; the last is shorter, like the end of a paragraph.
   * @default 1
   */
  lines?: number;
  /**
   * Width: pixels as a number, or any CSS length ('60%'). For several lines, the last line's.
   * @default '100%', or '60%' for the last of several lines; the height for a circle
   */
  width?: Length;
  /**
   * Height: pixels or a CSS length. Text lines follow the font size.
   * @default '1em' for text, '8rem' for rect; the width for a circle
   */
  height?: Length;
  /**
   * Extra class for layout.
   * @default undefined
   */
  className?: string;
}

/**
 * Grey placeholder blocks in the shape of content that is loading, with a shimmer that stops
 * when the user prefers reduced motion. Hidden from assistive technology: pair it with text
 * that says what is loading (a `LoadingState`, or `aria-busy` and a visually hidden label on
 * the region it fills).
 */
export function Skeleton({ shape = 'text', lines = 1, width, height, className }: SkeletonProps) {
  const block = styles.block({ shape });
  if (shape === 'circle') {
    const side = toCss(width ?? height ?? '2.5rem');
    const style: CSSProperties = { width: side, height: toCss(height) ?? side };
    return <span className={cx(block, className)} style={style} aria-hidden="true" />;
  }
  if (shape === 'rect') {
    const style: CSSProperties = { width: toCss(width) ?? '100%', height: toCss(height) ?? '8rem' };
    return <span className={cx(block, className)} style={style} aria-hidden="true" />;
  }
  const count = Math.max(1, Math.floor(lines));
  return (
    <span className={cx(styles.stack, className)} aria-hidden="true" data-lines={count}>
      {Array.from({ length: count }, (_, index) => {
        const isLast = index === count - 1;
        const lineWidth =
          count === 1 ? (toCss(width) ?? '100%') : isLast ? (toCss(width) ?? '60%') : '100%';
        return (
          <span key={index} className={block} style={{ width: lineWidth, height: toCss(height) }} />
        );
      })}
    </span>
  );
}
