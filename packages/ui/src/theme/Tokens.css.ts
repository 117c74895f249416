import { style } from '@vanilla-extract/css';
import { vars } from './contract.css';

export const list = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(14rem, 1fr))',
  gap: vars.space.lg,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const row = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
});

export const name = style({
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
});

export const swatch = style({
  flexShrink: 0,
  width: vars.size.controlLg,
  height: vars.size.controlLg,
  borderRadius: vars.radius.md,
  border: `${vars.border.thin} solid ${vars.color.border}`,
});

export const bar = style({
  height: vars.space.lg,
  backgroundColor: vars.color.primary,
});

export const card = style({
  width: '6rem',
  height: '4rem',
  backgroundColor: vars.color.surface,
  border: `${vars.border.thin} solid ${vars.color.border}`,
});
