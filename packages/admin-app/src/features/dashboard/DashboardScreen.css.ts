import { style } from '@vanilla-extract/css';
import { vars } from '@packlight/ui';

export const page = style({ minHeight: '100vh', backgroundColor: vars.color.surfaceSubtle });

export const header = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.md} ${vars.space.xl}`,
  backgroundColor: vars.color.surface,
  borderBottom: `${vars.border.thin} solid ${vars.color.border}`,
});

export const brand = style({
  marginRight: 'auto',
  fontWeight: vars.fontWeight.bold,
  color: vars.color.primary,
});

export const user = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const main = style({ padding: vars.space.xl });

export const banner = style({
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.primary,
  color: vars.color.textOnAccent,
});

export const bannerTitle = style({ margin: 0, fontSize: vars.fontSize.xxl });

export const bannerDate = style({
  margin: `${vars.space.xs} 0 ${vars.space.md}`,
  fontWeight: vars.fontWeight.medium,
});

export const bannerText = style({ margin: 0, maxWidth: '42rem' });
