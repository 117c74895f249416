import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { narrow, narrowColumns } from './table.css';
// After the rows' and cells' rules: on a phone these win over a cell's padding and border.
import './cells.css';

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
