import { style } from '@vanilla-extract/css';
import { vars } from '@packlight/ui';

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

export const form = style({ display: 'grid', gap: vars.space.lg });

export const row = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  flexWrap: 'wrap',
});

export const link = style({
  color: vars.color.primary,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});

export const banner = style({
  marginBottom: vars.space.lg,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `${vars.border.thin} solid ${vars.color.danger}`,
  color: vars.color.danger,
  fontSize: vars.fontSize.sm,
});

export const social = style({ display: 'grid', gap: vars.space.sm, marginTop: vars.space.lg });

export const divider = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  selectors: {
    '&::before, &::after': {
      content: '""',
      flex: 1,
      borderTop: `${vars.border.thin} solid ${vars.color.border}`,
    },
  },
});

export const footnote = style({
  margin: `${vars.space.xl} 0 0`,
  textAlign: 'center',
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});
