import type { ReactNode } from 'react';
import { cx } from './cx';
import { icon } from './icon.css';

/**
 * Small line icons used inside the kit. All are decorative (`aria-hidden`): the text or the
 * aria-label of whatever holds them carries the meaning.
 */
export function Glyph({ children, className }: { children: ReactNode; className?: string }) {
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

export type GlyphProps = { className?: string };

export const SearchGlyph = (props: GlyphProps) => (
  <Glyph {...props}>
    <circle cx="11" cy="11" r="7" />
    <path d="M20 20l-3.5-3.5" />
  </Glyph>
);

export const CloseGlyph = (props: GlyphProps) => (
  <Glyph {...props}>
    <path d="M6 6l12 12M18 6L6 18" />
  </Glyph>
);

export const CheckCircleGlyph = (props: GlyphProps) => (
  <Glyph {...props}>
    <circle cx="12" cy="12" r="9" />
    <path d="M8 12.5l2.5 2.5L16 9.5" />
  </Glyph>
);

export const AlertGlyph = (props: GlyphProps) => (
  <Glyph {...props}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7.5v5.5M12 16.5v.01" />
  </Glyph>
);

export const InfoGlyph = (props: GlyphProps) => (
  <Glyph {...props}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 11v5.5M12 7.5v.01" />
  </Glyph>
);

/** An empty tray: "nothing here". */
export const InboxGlyph = (props: GlyphProps) => (
  <Glyph {...props}>
    <path d="M3 13l3-8h12l3 8v6H3z" />
    <path d="M3 13h5l1 2h6l1-2h5" />
  </Glyph>
);

export const PersonGlyph = (props: GlyphProps) => (
  <Glyph {...props}>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21c0-4 3.6-7 8-7s8 3 8 7" />
  </Glyph>
);

export const ChevronGlyph = (props: GlyphProps) => (
  <Glyph {...props}>
    <path d="M9 6l6 6-6 6" />
  </Glyph>
);

export const ArrowLeftGlyph = (props: GlyphProps) => (
  <Glyph {...props}>
    <path d="M19 12H5M11 18l-6-6 6-6" />
  </Glyph>
);
