import { Glyph, type GlyphProps } from './Glyph';

/** Three vertical dots: "more actions". */
export const MoreGlyph = (props: GlyphProps) => (
  <Glyph {...props}>
    <circle cx="12" cy="5" r="1.25" fill="currentColor" />
    <circle cx="12" cy="12" r="1.25" fill="currentColor" />
    <circle cx="12" cy="19" r="1.25" fill="currentColor" />
  </Glyph>
);
