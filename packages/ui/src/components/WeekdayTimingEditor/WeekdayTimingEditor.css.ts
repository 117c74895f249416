import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import * as fieldStyles from '../private/field/FieldParts.css';

export const fieldset = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minWidth: 0,
  margin: 0,
  padding: 0,
  border: 'none',
  fontFamily: vars.font.body,
  color: vars.color.text,
});

// The week is one field: its legend, description and error look like every field's.
export const legend = style([fieldStyles.label, { padding: 0, marginBlockEnd: vars.space.xs }]);

/** Below this width a day's name sits above its two times, so the week fits a phone. */
const narrow = 'screen and (max-width: 36rem)';

export const rows = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(7rem, max-content) repeat(2, minmax(8rem, max-content))',
  alignItems: 'start',
  columnGap: vars.space.lg,
  rowGap: vars.space.sm,
  '@media': {
    [narrow]: {
      gridTemplateColumns: 'repeat(2, minmax(0, max-content))',
      columnGap: vars.space.md,
    },
  },
});

/** The empty corner above the day names: none when the names sit above their times. */
export const corner = style({ '@media': { [narrow]: { display: 'none' } } });

/** A day's checkbox and times share the grid's columns. */
export const row = style({
  display: 'grid',
  gridColumn: '1 / -1',
  gridTemplateColumns: 'subgrid',
  alignItems: 'start',
});

export const columnHeader = style({
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});

/** Lines the checkbox up with the middle of the time boxes beside it. */
export const day = style({
  minHeight: vars.size.controlMd,
  alignItems: 'center',
  '@media': { [narrow]: { gridColumn: '1 / -1', minHeight: 'auto' } },
});

export const error = style([fieldStyles.error, { margin: 0 }]);

export const description = style([fieldStyles.description, { margin: 0 }]);

/** Under the week, on its own line, sized to its words. */
export const copyToAll = style({ alignSelf: 'flex-start' });
