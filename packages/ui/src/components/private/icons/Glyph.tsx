import type { ReactNode } from 'react';
import { cx } from '../cx';
import { glyph, mirrored } from './Glyph.css';

export type GlyphProps = {
  /** Size and colour from the component that draws it; the icon size by default. */
  className?: string;
};

/** Glyph's own options: stroke, and whether it points along the text (flips right to left). */
type GlyphFrameProps = GlyphProps & {
  children: ReactNode;
  strokeWidth?: number;
  isDirectional?: boolean;
};

/**
 * The frame of every kit icon: a 24-unit line drawing in the current text colour. Icons are
 * decorative (`aria-hidden`): the text or aria-label of whatever holds them carries the meaning.
 */
export function Glyph({
  children,
  className,
  strokeWidth = 2,
  isDirectional = false,
}: GlyphFrameProps) {
  return (
    <svg
      className={cx(glyph, isDirectional ? mirrored : undefined, className)}
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
