import { style } from '@vanilla-extract/css';
import { vars } from '@packlight/ui/theme';

export const message = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space.sm,
});
