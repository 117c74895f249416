import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { control, input } from '../private/field/FieldParts.css';

export const composer = style({
  display: 'flex',
  alignItems: 'flex-end',
  gap: vars.space.sm,
  fontFamily: vars.font.body,
});

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  flex: 1,
  minWidth: 0,
});

/** A text area with the look of the kit's inputs, a few lines high, growing up to a limit. */
export const textArea = style([
  control,
  input,
  {
    display: 'block',
    width: '100%',
    minHeight: vars.size.controlMd,
    maxHeight: '10rem',
    resize: 'vertical',
    lineHeight: vars.lineHeight.normal,
    fieldSizing: 'content',
  },
]);
