import { style } from '@vanilla-extract/css';
import { vars } from '@packlight/ui/theme';

/** The filters side by side where there is room, one column on a phone. */
export const filters = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 12rem), 1fr))',
  alignItems: 'end',
});

export const pagination = style({ marginTop: vars.space.lg });
