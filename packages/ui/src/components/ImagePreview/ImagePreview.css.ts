import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** A square box of 700 by 700, shrinking to 90% of a smaller viewport. */
export const modal = style({
  position: 'relative',
  width: 'min(700px, 90vw, 90vh)',
  height: 'min(700px, 90vw, 90vh)',
  maxWidth: '90vw',
  maxHeight: '90vh',
  backgroundColor: vars.color.surface,
  border: `${vars.border.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
  overflow: 'hidden',
  outline: 'none',
});

export const dialog = style({
  width: '100%',
  height: '100%',
  outline: 'none',
});

export const image = style({
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'contain',
});

export const close = style({
  position: 'absolute',
  insetBlockStart: vars.space.sm,
  insetInlineEnd: vars.space.sm,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.md,
});
