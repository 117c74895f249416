import { style } from '@vanilla-extract/css';
import { vars } from '@packlight/ui/theme';

export const page = style({ display: 'grid', gap: vars.space.lg, minWidth: 0 });

export const title = style({ margin: 0, fontSize: vars.fontSize.xxl, color: vars.color.text });

export const lead = style({ margin: `${vars.space.xs} 0 0`, color: vars.color.textMuted });

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  marginBottom: vars.space.md,
});

export const search = style({ flex: '1 1 16rem', maxWidth: '24rem' });

export const selection = style({
  marginLeft: 'auto',
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const pagination = style({ marginTop: vars.space.md });

export const person = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });

export const personText = style({ display: 'grid', minWidth: 0 });

export const personName = style({ fontWeight: vars.fontWeight.medium });

export const personEmail = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});
