// The kit's one icon set, one module per glyph so a page ships only the glyphs it draws.
// Private: apps bring their own icons (IconButton takes any `<svg>`).
export { Glyph, type GlyphProps } from './Glyph';
export { AlertGlyph } from './AlertGlyph';
export { ArrowLeftGlyph } from './ArrowLeftGlyph';
export { BellGlyph } from './BellGlyph';
export { CalendarGlyph } from './CalendarGlyph';
export { CheckCircleGlyph } from './CheckCircleGlyph';
export { ChevronGlyph } from './ChevronGlyph';
export { ClockGlyph } from './ClockGlyph';
export { CloseGlyph } from './CloseGlyph';
export { EyeGlyph } from './EyeGlyph';
export { ImageGlyph } from './ImageGlyph';
export { InboxGlyph } from './InboxGlyph';
export { InfoGlyph } from './InfoGlyph';
export { LogoutGlyph } from './LogoutGlyph';
export { MenuGlyph } from './MenuGlyph';
export { MoreGlyph } from './MoreGlyph';
export { PersonGlyph } from './PersonGlyph';
export { SearchGlyph } from './SearchGlyph';
export { SendGlyph } from './SendGlyph';
export { SettingsGlyph } from './SettingsGlyph';
export { SortGlyph } from './SortGlyph';
export { TickGlyph } from './TickGlyph';
