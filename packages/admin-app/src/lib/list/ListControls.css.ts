import { style } from '@vanilla-extract/css';
import { vars } from '@packlight/ui/theme';

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  marginBottom: vars.space.md,
});

export const search = style({ flex: '1 1 16rem', maxWidth: '24rem' });

export const pagination = style({ marginTop: vars.space.md });
