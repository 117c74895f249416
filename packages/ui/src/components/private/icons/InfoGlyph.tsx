import { Glyph, type GlyphProps } from './Glyph';

export const InfoGlyph = (props: GlyphProps) => (
  <Glyph {...props}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 11v5.5M12 7.5v.01" />
  </Glyph>
);
