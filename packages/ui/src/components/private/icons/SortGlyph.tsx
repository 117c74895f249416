import { Glyph, type GlyphProps } from './Glyph';

/** A column's sort state: both arrows faint when unsorted, one arrow when sorted. */
export const SortGlyph = ({
  direction,
  ...props
}: GlyphProps & { direction: 'ascending' | 'descending' | undefined }) => (
  <Glyph {...props}>
    {direction !== 'descending' && <path d="M8 10l4-4 4 4" />}
    {direction !== 'ascending' && <path d="M8 14l4 4 4-4" />}
  </Glyph>
);
