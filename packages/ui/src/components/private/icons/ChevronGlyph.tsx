import { Glyph, type GlyphProps } from './Glyph';

const chevrons = {
  down: 'M6 9l6 6 6-6',
  up: 'M6 15l6-6 6 6',
  left: 'M15 6l-6 6 6 6',
  right: 'M9 6l6 6-6 6',
} as const;

/**
 * An open arrowhead: 'next' (right, the default), or which way a list or page opens. Left and
 * right mean back and forward, so they turn over in a right-to-left page.
 */
export const ChevronGlyph = ({
  direction = 'right',
  ...props
}: GlyphProps & { direction?: keyof typeof chevrons }) => (
  <Glyph {...props} isDirectional={direction === 'left' || direction === 'right'}>
    <path d={chevrons[direction]} />
  </Glyph>
);
