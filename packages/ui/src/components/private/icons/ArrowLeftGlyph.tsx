import { Glyph, type GlyphProps } from './Glyph';

export const ArrowLeftGlyph = (props: GlyphProps) => (
  <Glyph {...props} isDirectional>
    <path d="M19 12H5M11 18l-6-6 6-6" />
  </Glyph>
);
