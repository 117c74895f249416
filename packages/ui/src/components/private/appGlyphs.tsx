import type { ReactNode } from 'react';
import { cx } from './cx';
import { icon } from './icon.css';

/**
 * Line icons for the app-level components (AppShell, NotificationBell, ProfileMenu, ChatThread).
 * Decorative (`aria-hidden`): the text or aria-label of whatever holds them carries the meaning.
 */
function AppGlyph({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <svg
      className={cx(icon, className)}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

type GlyphProps = { className?: string };

export const BellGlyph = (props: GlyphProps) => (
  <AppGlyph {...props}>
    <path d="M6 16V11a6 6 0 1 1 12 0v5l1.5 2h-15z" />
    <path d="M10 20.5a2 2 0 0 0 4 0" />
  </AppGlyph>
);

/** Three lines: "open the navigation". */
export const MenuGlyph = (props: GlyphProps) => (
  <AppGlyph {...props}>
    <path d="M4 6h16M4 12h16M4 18h16" />
  </AppGlyph>
);

export const ClockGlyph = (props: GlyphProps) => (
  <AppGlyph {...props}>
    <circle cx="12" cy="12" r="8" />
    <path d="M12 8v4l2.5 2.5" />
  </AppGlyph>
);

export const TickGlyph = (props: GlyphProps) => (
  <AppGlyph {...props}>
    <path d="M5 12.5l4.5 4.5L19 7.5" />
  </AppGlyph>
);

export const CrossGlyph = (props: GlyphProps) => (
  <AppGlyph {...props}>
    <path d="M6 6l12 12M18 6L6 18" />
  </AppGlyph>
);

export const SendGlyph = (props: GlyphProps) => (
  <AppGlyph {...props}>
    <path d="M4 12l16-8-6 16-2.5-6.5z" />
  </AppGlyph>
);

export const SettingsGlyph = (props: GlyphProps) => (
  <AppGlyph {...props}>
    <circle cx="12" cy="12" r="3" />
    <path d="M12 2.5v3M12 18.5v3M2.5 12h3M18.5 12h3M5.3 5.3l2.1 2.1M16.6 16.6l2.1 2.1M5.3 18.7l2.1-2.1M16.6 7.4l2.1-2.1" />
  </AppGlyph>
);

export const LogoutGlyph = (props: GlyphProps) => (
  <AppGlyph {...props}>
    <path d="M15 4h3a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-3" />
    <path d="M10 16l-4-4 4-4M6 12h10" />
  </AppGlyph>
);
