import { style } from '@vanilla-extract/css';
import { vars } from '@packlight/ui/theme';

export const page = style({ display: 'grid', gap: vars.space.lg, minWidth: 0 });

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  marginBottom: vars.space.md,
});

export const search = style({ flex: '1 1 16rem', maxWidth: '24rem' });

export const pagination = style({ marginTop: vars.space.md });

export const date = style({ display: 'grid', gap: vars.space.xxs, whiteSpace: 'nowrap' });

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
