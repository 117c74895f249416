import { Glyph, type GlyphProps } from './Glyph';

/** An X: close, clear, or failed. */
export const CloseGlyph = (props: GlyphProps) => (
  <Glyph {...props}>
    <path d="M6 6l12 12M18 6L6 18" />
  </Glyph>
);
