import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../private/focus-ring.css';
import { cellVariants, narrow } from './table.css';

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
