import { Glyph, type GlyphProps } from './Glyph';

export const SearchGlyph = (props: GlyphProps) => (
  <Glyph {...props}>
    <circle cx="11" cy="11" r="7" />
    <path d="M20 20l-3.5-3.5" />
  </Glyph>
);
