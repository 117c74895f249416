import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import * as field from '../private/field/FieldParts.css';

/** The bordered box of a TextField, taller, growing by hand (vertically) only. */
export const textArea = style([
  field.control,
  field.input,
  {
    display: 'block',
    width: '100%',
    boxSizing: 'border-box',
    fontFamily: vars.font.body,
    lineHeight: vars.lineHeight.normal,
    resize: 'vertical',
  },
]);

/** The description and the character count on one line, the count at the end; on a narrow
 * field the count moves under the description rather than squeezing it. */
export const help = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  columnGap: vars.space.sm,
  rowGap: vars.space.xs,
});

export const messages = style({ flex: '1 1 14rem' });

export const count = style({
  marginInlineStart: 'auto',
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

/** The count at the limit: the danger colour, still AA on the surface. */
export const countFull = style({ color: vars.color.danger });
