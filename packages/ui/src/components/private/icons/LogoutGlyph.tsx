import { Glyph, type GlyphProps } from './Glyph';

export const LogoutGlyph = (props: GlyphProps) => (
  <Glyph {...props} isDirectional>
    <path d="M15 4h3a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-3" />
    <path d="M10 16l-4-4 4-4M6 12h10" />
  </Glyph>
);
