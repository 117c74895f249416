import { Glyph, type GlyphProps } from './Glyph';

/** An eye, struck through when `crossed`: the password field's show/hide toggle. */
export const EyeGlyph = ({ crossed, ...props }: GlyphProps & { crossed: boolean }) => (
  <Glyph {...props}>
    <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
    <circle cx="12" cy="12" r="3" />
    {crossed && <path d="M3 3l18 18" />}
  </Glyph>
);
