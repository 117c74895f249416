import { Glyph, type GlyphProps } from './Glyph';

export const TickGlyph = (props: GlyphProps) => (
  <Glyph {...props}>
    <path d="M5 12.5l4.5 4.5L19 7.5" />
  </Glyph>
);
