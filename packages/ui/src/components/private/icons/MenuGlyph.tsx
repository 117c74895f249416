import { Glyph, type GlyphProps } from './Glyph';

/** Three lines: "open the navigation". */
export const MenuGlyph = (props: GlyphProps) => (
  <Glyph {...props}>
    <path d="M4 6h16M4 12h16M4 18h16" />
  </Glyph>
);
