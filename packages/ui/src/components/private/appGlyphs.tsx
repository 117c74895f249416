import { Glyph, type GlyphProps } from './glyphs';

// Line icons for the app-level components (AppShell, NotificationBell, ProfileMenu, ChatThread).
export const BellGlyph = (props: GlyphProps) => (
  <Glyph {...props}>
    <path d="M6 16V11a6 6 0 1 1 12 0v5l1.5 2h-15z" />
    <path d="M10 20.5a2 2 0 0 0 4 0" />
  </Glyph>
);

/** Three lines: "open the navigation". */
export const MenuGlyph = (props: GlyphProps) => (
  <Glyph {...props}>
    <path d="M4 6h16M4 12h16M4 18h16" />
  </Glyph>
);

export const ClockGlyph = (props: GlyphProps) => (
  <Glyph {...props}>
    <circle cx="12" cy="12" r="8" />
    <path d="M12 8v4l2.5 2.5" />
  </Glyph>
);

export const TickGlyph = (props: GlyphProps) => (
  <Glyph {...props}>
    <path d="M5 12.5l4.5 4.5L19 7.5" />
  </Glyph>
);

export const CrossGlyph = (props: GlyphProps) => (
  <Glyph {...props}>
    <path d="M6 6l12 12M18 6L6 18" />
  </Glyph>
);

export const SendGlyph = (props: GlyphProps) => (
  <Glyph {...props}>
    <path d="M4 12l16-8-6 16-2.5-6.5z" />
  </Glyph>
);

export const SettingsGlyph = (props: GlyphProps) => (
  <Glyph {...props}>
    <circle cx="12" cy="12" r="3" />
    <path d="M12 2.5v3M12 18.5v3M2.5 12h3M18.5 12h3M5.3 5.3l2.1 2.1M16.6 16.6l2.1 2.1M5.3 18.7l2.1-2.1M16.6 7.4l2.1-2.1" />
  </Glyph>
);

export const LogoutGlyph = (props: GlyphProps) => (
  <Glyph {...props}>
    <path d="M15 4h3a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-3" />
    <path d="M10 16l-4-4 4-4M6 12h10" />
  </Glyph>
);
