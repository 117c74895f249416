import type { ReactNode } from 'react';
import { cx } from './cx';
import { icon } from './icon.css';

/**
 * Line icons for the list components (Select, Menu, Pagination, DataTable). Decorative
 * (`aria-hidden`): the text or aria-label of whatever holds them carries the meaning.
 */
function ListGlyph({ children, className }: { children: ReactNode; className?: string }) {
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
  <ListGlyph {...props}>
    <path d={chevrons[direction]} />
  </ListGlyph>
);

export const TickGlyph = (props: GlyphProps) => (
  <ListGlyph {...props}>
    <path d="M5 12.5l4.5 4.5L19 7.5" />
  </ListGlyph>
);

/** Three vertical dots: "more actions". */
export const MoreGlyph = (props: GlyphProps) => (
  <ListGlyph {...props}>
    <circle cx="12" cy="5" r="1.25" fill="currentColor" />
    <circle cx="12" cy="12" r="1.25" fill="currentColor" />
    <circle cx="12" cy="19" r="1.25" fill="currentColor" />
  </ListGlyph>
);

/** A column's sort state: both arrows faint when unsorted, one arrow when sorted. */
export const SortGlyph = ({
  direction,
  ...props
}: GlyphProps & { direction: 'ascending' | 'descending' | undefined }) => (
  <ListGlyph {...props}>
    {direction !== 'descending' && <path d="M8 10l4-4 4 4" />}
    {direction !== 'ascending' && <path d="M8 14l4 4 4-4" />}
  </ListGlyph>
);
