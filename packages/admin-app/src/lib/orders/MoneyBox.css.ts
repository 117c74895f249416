import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@packlight/ui/theme';

export const moneyBox = style({
  display: 'grid',
  gap: vars.space.xs,
  margin: `${vars.space.md} 0 0 auto`,
  maxWidth: '20rem',
  paddingTop: vars.space.md,
  borderTop: `1px solid ${vars.color.border}`,
});

const line = {
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.lg,
} as const;

export const moneyRow = style({ ...line, color: vars.color.textMuted });

export const moneyTotal = style({
  ...line,
  fontWeight: vars.fontWeight.semibold,
  fontSize: vars.fontSize.lg,
});

globalStyle(`${moneyBox} dd`, { margin: 0 });
