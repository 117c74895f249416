// The kit's one icon set. Private: apps bring their own icons (IconButton takes any `<svg>`).
export { Glyph, type GlyphProps } from './Glyph';
export * from './Glyphs';
