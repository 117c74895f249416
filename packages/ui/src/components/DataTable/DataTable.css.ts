import { globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const dataTableDensities = ['regular', 'compact'] as const;

export type DataTableDensity = (typeof dataTableDensities)[number];

export const dataTableAligns = ['start', 'center', 'end'] as const;

export type DataTableAlign = (typeof dataTableAligns)[number];

/** The frame: a border, and the scroll box the sticky header sticks to. */
export const container = style({
  position: 'relative',
  overflow: 'auto',
  backgroundColor: vars.color.surface,
  border: `${vars.border.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const table = style({
  width: '100%',
  borderCollapse: 'separate',
  borderSpacing: 0,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  outline: 'none',
  selectors: {
    // The table itself takes focus when it has no rows to focus.
    '&[data-focus-visible]': {
      outline: `${vars.border.thick} solid ${vars.color.focusRing}`,
      outlineOffset: `calc(${vars.border.thick} * -1)`,
    },
  },
});

const insetRing = {
  outline: `${vars.border.thick} solid ${vars.color.focusRing}`,
  outlineOffset: `calc(${vars.border.thick} * -1)`,
};

// The variants header and body cells share: the table's density and the column's alignment.
const cellVariants = {
  density: {
    regular: { paddingBlock: vars.space.md, paddingInline: vars.space.lg },
    compact: { paddingBlock: vars.space.xs, paddingInline: vars.space.md },
  },
  align: {
    start: {},
    center: { textAlign: 'center' },
    end: { textAlign: 'end' },
  },
} as const;

export const column = recipe({
  base: {
    position: 'sticky',
    insetBlockStart: 0,
    zIndex: 1,
    backgroundColor: vars.color.surfaceSubtle,
    borderBlockEnd: `${vars.border.thin} solid ${vars.color.border}`,
    color: vars.color.textMuted,
    fontSize: vars.fontSize.xs,
    fontWeight: vars.fontWeight.semibold,
    letterSpacing: '0.02em',
    textAlign: 'start',
    textTransform: 'uppercase',
    outline: 'none',
    selectors: {
      '&[data-focus-visible]': insetRing,
      '&[aria-sort]': { cursor: 'pointer', userSelect: 'none' },
      '&[aria-sort]:hover': { color: vars.color.text },
      '&[aria-sort="ascending"], &[aria-sort="descending"]': { color: vars.color.text },
    },
  },
  variants: cellVariants,
  defaultVariants: { density: 'regular', align: 'start' },
});

export const columnContent = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  verticalAlign: 'middle',
});

export const sortGlyph = style({
  opacity: 0.6,
  selectors: {
    '[aria-sort="ascending"] &, [aria-sort="descending"] &': { opacity: 1 },
  },
});

/** The narrow first column that holds the selection checkboxes. */
export const checkboxColumn = style({
  width: `calc(${vars.size.icon} + ${vars.space.lg} * 2)`,
});

/** The narrow last column that holds the row menus. */
export const actionsColumn = style({
  width: `calc(${vars.size.controlSm} + ${vars.space.lg} * 2)`,
});

export const row = style({
  outline: 'none',
  transition: `background-color ${vars.duration.fast}`,
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.hover, cursor: 'pointer' },
    '&[data-pressed]': { backgroundColor: vars.color.pressed },
    '&[data-selected]': { backgroundColor: vars.color.pressed },
    '&[data-focus-visible]': insetRing,
    '&[data-disabled]': { color: vars.color.textMuted, cursor: 'not-allowed' },
  },
});

export const cell = recipe({
  base: {
    borderBlockEnd: `${vars.border.thin} solid ${vars.color.border}`,
    verticalAlign: 'middle',
    // Long text wraps between words; a long unbroken string such as an email widens its column
    // (the frame then scrolls sideways) rather than being split mid-word.
    overflowWrap: 'break-word',
    outline: 'none',
    selectors: {
      [`${row}:last-child &`]: { borderBlockEnd: 'none' },
      '&[data-focus-visible]': insetRing,
    },
  },
  variants: cellVariants,
  defaultVariants: { density: 'regular', align: 'start' },
});

/** Lines the checkbox up with the text of the cells beside it. */
export const checkbox = style({
  verticalAlign: 'middle',
});

/** Keeps the row menu trigger from adding height to a row (defined after `cell`, so it wins). */
export const actionsCell = style({
  paddingBlock: 0,
  textAlign: 'end',
});

export const body = style({});

// RAC draws the loading or empty state as one full-width row with an unstyled cell.
globalStyle(`${body}[data-empty] > tr > td`, {
  padding: 0,
  color: vars.color.text,
});
