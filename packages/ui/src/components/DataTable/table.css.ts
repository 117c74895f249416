import { createVar, fallbackVar, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { appHeaderBottom } from '../private/app-header.css';

// DataTable's styles, by part: this file the frame, the table, what header and body cells share,
// and the body's empty state; header.css.ts, cells.css.ts, actions.css.ts the wide table's parts;
// narrow-header.css.ts and cards.css.ts the phone layout; skeleton.css.ts the loading rows.

export const dataTableDensities = ['regular', 'compact'] as const;

export type DataTableDensity = (typeof dataTableDensities)[number];

export const dataTableAligns = ['start', 'center', 'end'] as const;

export type DataTableAlign = (typeof dataTableAligns)[number];

/** Where a column's cell goes in the narrow (card) layout. */
export const dataTableNarrowPlacements = ['line', 'aside', 'hidden'] as const;

export type DataTableNarrowPlacement = (typeof dataTableNarrowPlacements)[number];

/**
 * Below this width of the table's own frame, rows become cards. 36rem (576 px) is the usual line
 * between phones and everything larger: every phone held upright (320-430 px) gets cards, while a
 * tablet, a small window or a phone on its side keeps the table, where five or six columns still
 * fit and a wide one scrolls inside the frame. A container query, not a media query, so a table
 * in a side panel or a dialog switches by the room it actually has.
 */
export const narrow = '(max-width: 35.99rem)';

/** The card's grid columns, set by the component from how many cells sit on its first line. */
export const narrowColumns = createVar();

/**
 * The frame: a border, rounded corners and the card's surface. It clips rather than scrolls, so
 * the header row sticks to the page's own scroll (under the shell's header) instead of to a frame
 * that never scrolls; cells wrap long text to fit, and phones get cards. A table that still does
 * not fit (many columns, fixed widths) makes it scroll sideways (`data-overflows`, set by the
 * component): every column stays reachable, and the header then stays put.
 */
export const container = style({
  selectors: {
    '&[data-overflows]': { overflowX: 'auto' },
  },
  containerType: 'inline-size',
  position: 'relative',
  overflow: 'clip',
  backgroundColor: vars.color.surface,
  border: `${vars.border.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  fontFamily: vars.font.body,
  color: vars.color.text,
});

/** With `maxHeight`, the frame is the scroll box and the header sticks to its top. */
export const scrollContainer = style({
  overflow: 'auto',
});

/** Where the header row sticks: under the shell's header, or the frame's top when it scrolls. */
export const stickyTop = createVar();

export const table = style({
  vars: { [stickyTop]: fallbackVar(appHeaderBottom, '0px') },
  '@container': { [narrow]: { display: 'block' } },
  width: '100%',
  borderCollapse: 'separate',
  borderSpacing: 0,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  selectors: {
    [`${scrollContainer} &`]: { vars: { [stickyTop]: '0px' } },
  },
});

/** A column's alignment for flex content (the sort button): text-align does not reach it. */
export const justify = createVar();

// The variants header and body cells share: the table's density and the column's alignment.
export const cellVariants = {
  density: {
    // Inline padding: the room between columns, kept small so a laptop's nine columns fit (D63).
    regular: { paddingBlock: vars.space.md, paddingInline: vars.space.md },
    compact: { paddingBlock: vars.space.xs, paddingInline: vars.space.md },
  },
  align: {
    start: { vars: { [justify]: 'flex-start' } },
    center: { textAlign: 'center', vars: { [justify]: 'center' } },
    end: { textAlign: 'end', vars: { [justify]: 'flex-end' } },
  },
} as const;

/** Read out, not shown: the names of the select and actions columns, the loading label. */
export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
  border: 0,
});

export const body = style({
  '@container': { [narrow]: { display: 'block' } },
});

/** The one full-width cell of the empty state. */
export const emptyCell = style({
  padding: 0,
  color: vars.color.text,
  '@container': { [narrow]: { display: 'block' } },
});

export const emptyRow = style({
  '@container': { [narrow]: { display: 'block' } },
});
