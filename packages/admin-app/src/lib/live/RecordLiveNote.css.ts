import { style } from '@vanilla-extract/css';
import { vars } from '@packlight/ui/theme';

export const note = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});
