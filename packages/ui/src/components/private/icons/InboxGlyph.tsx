import { Glyph, type GlyphProps } from './Glyph';

/** An empty tray: "nothing here". */
export const InboxGlyph = (props: GlyphProps) => (
  <Glyph {...props}>
    <path d="M3 13l3-8h12l3 8v6H3z" />
    <path d="M3 13h5l1 2h6l1-2h5" />
  </Glyph>
);
