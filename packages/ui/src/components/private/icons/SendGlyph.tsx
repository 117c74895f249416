import { Glyph, type GlyphProps } from './Glyph';

export const SendGlyph = (props: GlyphProps) => (
  <Glyph {...props} isDirectional>
    <path d="M4 12l16-8-6 16-2.5-6.5z" />
  </Glyph>
);
