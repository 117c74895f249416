import { Glyph, type GlyphProps } from './Glyph';

// Every icon the kit draws, in one set, alphabetical.

export const AlertGlyph = (props: GlyphProps) => (
  <Glyph {...props}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7.5v5.5M12 16.5v.01" />
  </Glyph>
);

export const ArrowLeftGlyph = (props: GlyphProps) => (
  <Glyph {...props}>
    <path d="M19 12H5M11 18l-6-6 6-6" />
  </Glyph>
);

export const BellGlyph = (props: GlyphProps) => (
  <Glyph {...props}>
    <path d="M6 16V11a6 6 0 1 1 12 0v5l1.5 2h-15z" />
    <path d="M10 20.5a2 2 0 0 0 4 0" />
  </Glyph>
);

export const CalendarGlyph = (props: GlyphProps) => (
  <Glyph {...props}>
    <rect x="3" y="5" width="18" height="16" rx="2" />
    <path d="M3 10h18M8 3v4M16 3v4" />
  </Glyph>
);

export const CheckCircleGlyph = (props: GlyphProps) => (
  <Glyph {...props}>
    <circle cx="12" cy="12" r="9" />
    <path d="M8 12.5l2.5 2.5L16 9.5" />
  </Glyph>
);

const chevrons = {
  down: 'M6 9l6 6 6-6',
  up: 'M6 15l6-6 6 6',
  left: 'M15 6l-6 6 6 6',
  right: 'M9 6l6 6-6 6',
} as const;

/** An open arrowhead: 'next' (right, the default), or which way a list or page opens. */
export const ChevronGlyph = ({
  direction = 'right',
  ...props
}: GlyphProps & { direction?: keyof typeof chevrons }) => (
  <Glyph {...props}>
    <path d={chevrons[direction]} />
  </Glyph>
);

export const ClockGlyph = (props: GlyphProps) => (
  <Glyph {...props}>
    <circle cx="12" cy="12" r="8" />
    <path d="M12 8v4l2.5 2.5" />
  </Glyph>
);

/** An X: close, clear, or failed. */
export const CloseGlyph = (props: GlyphProps) => (
  <Glyph {...props}>
    <path d="M6 6l12 12M18 6L6 18" />
  </Glyph>
);

/** An eye, struck through when `crossed`: the password field's show/hide toggle. */
export const EyeGlyph = ({ crossed, ...props }: GlyphProps & { crossed: boolean }) => (
  <Glyph {...props}>
    <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
    <circle cx="12" cy="12" r="3" />
    {crossed && <path d="M3 3l18 18" />}
  </Glyph>
);

/** A framed landscape: "a picture goes here". Drawn large, so with a finer line. */
export const ImageGlyph = (props: GlyphProps) => (
  <Glyph {...props} strokeWidth={1.5}>
    <rect x="3" y="4" width="18" height="16" rx="2" />
    <circle cx="9" cy="10" r="2" />
    <path d="M21 17l-5-5-8 8" />
  </Glyph>
);

/** An empty tray: "nothing here". */
export const InboxGlyph = (props: GlyphProps) => (
  <Glyph {...props}>
    <path d="M3 13l3-8h12l3 8v6H3z" />
    <path d="M3 13h5l1 2h6l1-2h5" />
  </Glyph>
);

export const InfoGlyph = (props: GlyphProps) => (
  <Glyph {...props}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 11v5.5M12 7.5v.01" />
  </Glyph>
);

export const LogoutGlyph = (props: GlyphProps) => (
  <Glyph {...props}>
    <path d="M15 4h3a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-3" />
    <path d="M10 16l-4-4 4-4M6 12h10" />
  </Glyph>
);

/** Three lines: "open the navigation". */
export const MenuGlyph = (props: GlyphProps) => (
  <Glyph {...props}>
    <path d="M4 6h16M4 12h16M4 18h16" />
  </Glyph>
);

/** Three vertical dots: "more actions". */
export const MoreGlyph = (props: GlyphProps) => (
  <Glyph {...props}>
    <circle cx="12" cy="5" r="1.25" fill="currentColor" />
    <circle cx="12" cy="12" r="1.25" fill="currentColor" />
    <circle cx="12" cy="19" r="1.25" fill="currentColor" />
  </Glyph>
);

export const PersonGlyph = (props: GlyphProps) => (
  <Glyph {...props}>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21c0-4 3.6-7 8-7s8 3 8 7" />
  </Glyph>
);

export const SearchGlyph = (props: GlyphProps) => (
  <Glyph {...props}>
    <circle cx="11" cy="11" r="7" />
    <path d="M20 20l-3.5-3.5" />
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

/** A column's sort state: both arrows faint when unsorted, one arrow when sorted. */
export const SortGlyph = ({
  direction,
  ...props
}: GlyphProps & { direction: 'ascending' | 'descending' | undefined }) => (
  <Glyph {...props}>
    {direction !== 'descending' && <path d="M8 10l4-4 4 4" />}
    {direction !== 'ascending' && <path d="M8 14l4 4 4-4" />}
  </Glyph>
);

export const TickGlyph = (props: GlyphProps) => (
  <Glyph {...props}>
    <path d="M5 12.5l4.5 4.5L19 7.5" />
  </Glyph>
);
