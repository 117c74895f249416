import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** A 16:9 frame for the embed or the file. */
export const frame = style({
  position: 'relative',
  width: '100%',
  aspectRatio: '16 / 9',
  overflow: 'hidden',
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceSubtle,
  border: `${vars.border.thin} solid ${vars.color.border}`,
});

export const media = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  border: 0,
  backgroundColor: 'black',
  color: vars.color.textOnAccent,
});

export const empty = style({
  borderRadius: vars.radius.md,
  border: `${vars.border.thin} dashed ${vars.color.border}`,
});
