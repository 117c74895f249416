import { style } from '@vanilla-extract/css';
import { vars } from '@packlight/ui/theme';

export const screen = style({
  display: 'grid',
  placeItems: 'center',
  minHeight: '100vh',
  padding: vars.space.lg,
  backgroundColor: vars.color.surfaceSubtle,
});

export const card = style({
  width: '100%',
  maxWidth: '26rem',
  padding: vars.space.xxl,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.md,
});

export const brand = style({
  margin: 0,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.primary,
});

export const headline = style({
  margin: `${vars.space.xs} 0 ${vars.space.xl}`,
  fontSize: vars.fontSize.xxl,
  lineHeight: vars.lineHeight.tight,
});

export const lead = style({
  margin: `calc(-1 * ${vars.space.md}) 0 ${vars.space.xl}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});
