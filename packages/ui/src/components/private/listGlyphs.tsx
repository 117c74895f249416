import { Glyph, type GlyphProps } from './glyphs';

// Line icons for the list components (Select, Menu, Pagination, DataTable).
const chevrons = {
  down: 'M6 9l6 6 6-6',
  up: 'M6 15l6-6 6 6',
  left: 'M15 6l-6 6 6 6',
  right: 'M9 6l6 6-6 6',
} as const;

export const ChevronGlyph = ({
  direction,
  ...props
}: GlyphProps & { direction: keyof typeof chevrons }) => (
  <Glyph {...props}>
    <path d={chevrons[direction]} />
  </Glyph>
);

export const TickGlyph = (props: GlyphProps) => (
  <Glyph {...props}>
    <path d="M5 12.5l4.5 4.5L19 7.5" />
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
