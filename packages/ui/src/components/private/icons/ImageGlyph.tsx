import { Glyph, type GlyphProps } from './Glyph';

/** A framed landscape: "a picture goes here". Drawn large, so with a finer line. */
export const ImageGlyph = (props: GlyphProps) => (
  <Glyph {...props} strokeWidth={1.5}>
    <rect x="3" y="4" width="18" height="16" rx="2" />
    <circle cx="9" cy="10" r="2" />
    <path d="M21 17l-5-5-8 8" />
  </Glyph>
);
