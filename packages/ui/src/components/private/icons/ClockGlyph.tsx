import { Glyph, type GlyphProps } from './Glyph';

export const ClockGlyph = (props: GlyphProps) => (
  <Glyph {...props}>
    <circle cx="12" cy="12" r="8" />
    <path d="M12 8v4l2.5 2.5" />
  </Glyph>
);
