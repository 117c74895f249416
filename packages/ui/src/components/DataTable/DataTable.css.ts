import { createVar, fallbackVar, globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { appHeaderBottom } from '../private/app-header.css';
import { focusRing } from '../private/focus-ring.css';

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
const narrow = '(max-width: 35.99rem)';

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
const stickyTop = createVar();

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
const justify = createVar();

// The variants header and body cells share: the table's density and the column's alignment.
const cellVariants = {
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

export const column = recipe({
  base: {
    position: 'sticky',
    insetBlockStart: stickyTop,
    zIndex: 1,
    backgroundColor: vars.color.surfaceSubtle,
    borderBlockEnd: `${vars.border.thin} solid ${vars.color.border}`,
    color: vars.color.textMuted,
    fontSize: vars.fontSize.xs,
    fontWeight: vars.fontWeight.semibold,
    letterSpacing: '0.02em',
    textAlign: 'start',
    textTransform: 'uppercase',
    // A header is a word or two: it keeps to one line (D63).
    whiteSpace: 'nowrap',
    selectors: {
      '&[aria-sort]': { color: vars.color.text },
    },
  },
  variants: cellVariants,
  defaultVariants: { density: 'regular', align: 'start' },
});

/** A sortable header's button: the header's whole width, so a press anywhere on it sorts. */
export const sortButton = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: justify,
  gap: vars.space.xs,
  width: '100%',
  margin: 0,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'none',
  color: 'inherit',
  font: 'inherit',
  letterSpacing: 'inherit',
  textAlign: 'inherit',
  textTransform: 'inherit',
  verticalAlign: 'middle',
  cursor: 'pointer',
  userSelect: 'none',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { color: vars.color.text },
    '&[data-focus-visible]': focusRing,
  },
});

export const sortGlyph = style({
  flex: 'none',
  opacity: 0.6,
  selectors: {
    '[aria-sort] &': { opacity: 1 },
  },
});

/** The narrow first column that holds the selection checkboxes. */
export const checkboxColumn = style({
  width: `calc(${vars.size.icon} + ${vars.space.md} * 2)`,
});

/** The narrow last column that holds the row menus. */
export const actionsColumn = style({
  width: `calc(${vars.size.controlSm} + ${vars.space.md} * 2)`,
});

/** Rows open on a click: the whole row shows it. */
export const opensRows = style({});

export const row = style({
  transition: `background-color ${vars.duration.fast}`,
  selectors: {
    [`${opensRows} &:hover`]: { backgroundColor: vars.color.hover, cursor: 'pointer' },
    '&[data-selected]': { backgroundColor: vars.color.pressed },
  },
});

export const cell = recipe({
  base: {
    borderBlockEnd: `${vars.border.thin} solid ${vars.color.border}`,
    verticalAlign: 'middle',
    // Long text wraps between words; a word is broken only where it would overflow its line.
    // Not 'anywhere': that lets the table squeeze a column below its longest word, and short
    // values ('$1,353.64', 'Not assigned', a 'View' button) then break letter by letter.
    overflowWrap: 'break-word',
    textAlign: 'start',
    fontWeight: 'inherit',
    selectors: {
      [`${row}:last-child &`]: { borderBlockEnd: 'none' },
    },
  },
  variants: cellVariants,
  defaultVariants: { density: 'regular', align: 'start' },
});

/**
 * The row header's link or button, when rows open: the keyboard's way to open the row (a click
 * anywhere on the row does the same). It looks like the cell's content, with a ring on keyboard
 * focus.
 */
export const rowButton = style({
  display: 'block',
  textDecoration: 'none',
  width: '100%',
  margin: 0,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'none',
  color: 'inherit',
  font: 'inherit',
  textAlign: 'inherit',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&:focus-visible': focusRing,
  },
});

/** Lines the checkbox up with the text of the cells beside it. */
export const checkbox = style({
  verticalAlign: 'middle',
});

/**
 * Keeps the row menu trigger from adding height to a row (defined after `cell`, so it wins); a
 * primary button and the menu stay on one line.
 */
export const actionsCell = style({
  paddingBlock: 0,
  textAlign: 'end',
  whiteSpace: 'nowrap',
});

/**
 * A plain-text cell on one line (D63): cut with an ellipsis when the column is too narrow. A
 * line clamp, not `nowrap`, so the text stays breakable and never widens its column past the
 * frame; breakable anywhere, so the first line fills up and the cut falls mid-word, as
 * `text-overflow` would. Cards on a phone wrap it again.
 */
export const oneLine = style({
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: 1,
  overflow: 'hidden',
  wordBreak: 'break-all',
  '@container': {
    [narrow]: {
      display: 'inline',
      WebkitLineClamp: 'unset',
      overflow: 'visible',
      wordBreak: 'normal',
      minWidth: 0,
    },
  },
});

/** The row menu's "⋮" trigger: React Aria's Button in the kit's quiet icon-button look. */
export const menuTrigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.controlSm,
  height: vars.size.controlSm,
  margin: 0,
  padding: 0,
  verticalAlign: 'middle',
  border: `${vars.border.thin} solid transparent`,
  borderRadius: vars.radius.md,
  backgroundColor: 'transparent',
  color: vars.color.primary,
  cursor: 'pointer',
  outline: 'none',
  transition: `background-color ${vars.duration.fast}`,
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.hover },
    '&[data-pressed], &[aria-expanded="true"]': { backgroundColor: vars.color.pressed },
    '&[data-focus-visible]': focusRing,
  },
});

/** A row's primary button, before its menu. */
export const primaryAction = style({
  verticalAlign: 'middle',
  marginInlineEnd: vars.space.xs,
});

/**
 * The actions cell of a row with a primary button. On a card the cell gives way to its two
 * controls: the menu stays on the title line, the button takes the card's last line, so the title
 * keeps its room.
 */
export const actionsWithPrimary = style({
  '@container': { [narrow]: { display: 'contents' } },
});

globalStyle(`${actionsWithPrimary} > ${menuTrigger}`, {
  '@container': { [narrow]: { gridRow: 1, justifySelf: 'end' } },
});

globalStyle(`${actionsWithPrimary} > ${primaryAction}`, {
  '@container': {
    [narrow]: {
      gridColumn: 'title / -1',
      justifySelf: 'end',
      marginInlineEnd: 0,
      marginBlockStart: vars.space.xs,
    },
  },
});

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

/** The header: in the narrow layout a bar of select-all and the sortable headers. */
export const header = style({
  '@container': { [narrow]: { display: 'block' } },
});

globalStyle(`${header} > tr`, {
  '@container': {
    [narrow]: {
      display: 'flex',
      flexWrap: 'wrap',
      alignItems: 'center',
      gap: vars.space.xs,
      paddingBlock: vars.space.xs,
      paddingInline: vars.space.sm,
      backgroundColor: vars.color.surfaceSubtle,
      borderBlockEnd: `${vars.border.thin} solid ${vars.color.border}`,
    },
  },
});

/** A header that keeps its place in the narrow bar (select-all, a sortable column). */
export const narrowHeader = style({
  '@container': {
    [narrow]: {
      position: 'static',
      display: 'block',
      // Over a column's `width`, which the table sets inline for the wide layout.
      width: 'auto !important',
      textAlign: 'start',
      paddingBlock: vars.space.xs,
      paddingInline: vars.space.sm,
      border: 'none',
      borderRadius: vars.radius.sm,
    },
  },
});

/**
 * A header with nothing to do in the narrow bar (not sortable): out of sight, still read out, so
 * the cells keep their column names for assistive technology.
 */
/** The phone's 'Sort by' bar: no cell of the wide table, the header's whole line on a phone. */
export const narrowSortCell = style({
  display: 'none',
  '@container': {
    [narrow]: {
      display: 'block',
      flex: '1 1 12rem',
      padding: 0,
      border: 'none',
      textAlign: 'start',
      fontWeight: 'normal',
      textTransform: 'none',
      letterSpacing: 'normal',
    },
  },
});

export const narrowSortBar = style({
  display: 'flex',
  alignItems: 'flex-end',
  gap: vars.space.xs,
});

export const narrowSortSelect = style({ flex: 1, minWidth: 0 });

export const narrowHiddenHeader = style({
  '@container': {
    [narrow]: {
      position: 'absolute',
      width: 1,
      height: 1,
      padding: 0,
      overflow: 'hidden',
      clipPath: 'inset(50%)',
      whiteSpace: 'nowrap',
      border: 'none',
    },
  },
});

/** A body row: in the narrow layout a card with its title line and label/value lines. */
export const narrowRow = style({
  '@container': {
    [narrow]: {
      display: 'grid',
      gridTemplateColumns: narrowColumns,
      alignItems: 'center',
      columnGap: vars.space.sm,
      rowGap: vars.space.xxs,
      paddingBlock: vars.space.md,
      paddingInline: vars.space.md,
      borderBlockEnd: `${vars.border.thin} solid ${vars.color.border}`,
      selectors: { '&:last-child': { borderBlockEnd: 'none' } },
    },
  },
});

// Cells drop the table's padding and rules: the card has its own.
const narrowCellBase = { padding: 0, border: 'none', minWidth: 0 } as const;

export const narrowSelectCell = style({
  '@container': { [narrow]: { ...narrowCellBase, gridRow: 1, gridColumn: 1 } },
});

/** The row header: the card's title, beside the checkbox. */
export const narrowTitleCell = style({
  '@container': {
    [narrow]: {
      ...narrowCellBase,
      gridRow: 1,
      gridColumn: 'title',
      fontWeight: vars.fontWeight.semibold,
      overflowWrap: 'anywhere',
    },
  },
});

/** Status and the row menu: on the title line, at its end. */
export const narrowAsideCell = style({
  '@container': { [narrow]: { ...narrowCellBase, gridRow: 1, justifySelf: 'end' } },
});

/** Every other cell: a line under the title, its column's name then its value. */
export const narrowLineCell = style({
  '@container': {
    [narrow]: {
      ...narrowCellBase,
      gridColumn: 'title / -1',
      display: 'flex',
      justifyContent: 'space-between',
      alignItems: 'baseline',
      gap: vars.space.md,
      textAlign: 'end',
      overflowWrap: 'anywhere',
    },
  },
});

export const narrowHiddenCell = style({
  '@container': { [narrow]: { display: 'none' } },
});

/** A line cell's column name: shown only in the narrow layout. */
export const cellLabel = style({
  display: 'none',
  '@container': {
    [narrow]: {
      display: 'block',
      flex: 'none',
      maxWidth: '50%',
      color: vars.color.textMuted,
      fontSize: vars.fontSize.xs,
      textAlign: 'start',
    },
  },
});

/** A stand-in row while loading: not interactive, and no hover highlight. */
export const skeletonRow = style({
  cursor: 'progress',
});

/** A cell's skeleton sits in a full text line, so a stand-in row is as tall as a real one. */
export const skeletonLine = style({
  display: 'inline-block',
  width: '100%',
  verticalAlign: 'middle',
});

/** A PersonCell stand-in's lines take the cell's width (a real one takes its text's). */
export const skeletonPersonText = style({ flex: 1 });
/**
 * The stand-in avatar's size (PersonCell's 'sm'), as the variable's name: exported from here, the
 * build writes the string into the row, while importing the theme contract into the component
 * would ship every token's name to the browser with it, on every list page.
 */
export const skeletonAvatarSize = vars.size.controlSm;

/** Holds the room of a row menu's trigger, the tallest thing in a row. */
export const skeletonAction = style({
  display: 'inline-block',
  width: vars.size.controlSm,
  height: vars.size.controlSm,
  verticalAlign: 'middle',
});

/** A status badge's box: a small text line with its padding (StatusBadge's own measures). */
export const skeletonBadge = style({
  display: 'inline-block',
  height: `calc(${vars.fontSize.xs} * ${vars.lineHeight.normal} + ${vars.space.xxs} * 2 + ${vars.border.thin} * 2)`,
  verticalAlign: 'middle',
});
