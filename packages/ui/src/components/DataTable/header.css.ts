import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../private/focus-ring.css';
import { cellVariants, justify, stickyTop } from './table.css';

/** A column's header cell: sticks under the app's header while the page scrolls. */
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
