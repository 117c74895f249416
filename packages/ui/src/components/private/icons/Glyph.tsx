import type { ReactNode } from 'react';
import { cx } from '../cx';
import { glyph } from './Glyph.css';

export type GlyphProps = {
  /** Size and colour from the component that draws it; the icon size by default. */
  className?: string;
};

/**
 * The frame of every kit icon: a 24-unit line drawing in the current text colour. Icons are
 * decorative (`aria-hidden`): the text or aria-label of whatever holds them carries the meaning.
 */
export function Glyph({
  children,
  className,
  strokeWidth = 2,
}: GlyphProps & { children: ReactNode; strokeWidth?: number }) {
  return (
    <svg
      className={cx(glyph, className)}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}
