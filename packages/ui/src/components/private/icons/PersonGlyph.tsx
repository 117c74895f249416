import { Glyph, type GlyphProps } from './Glyph';

export const PersonGlyph = (props: GlyphProps) => (
  <Glyph {...props}>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21c0-4 3.6-7 8-7s8 3 8 7" />
  </Glyph>
);
