import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { narrow } from './table.css';
// After the header cells' rules: on a phone these win over a column's padding and position.
import './header.css';

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

/**
 * A header with nothing to do in the narrow bar (not sortable): out of sight, still read out, so
 * the cells keep their column names for assistive technology.
 */
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
