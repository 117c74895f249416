import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@packlight/ui/theme';

export const page = style({ display: 'grid', gap: vars.space.lg, minWidth: 0 });

/** Main column and a side column of cards; one column on a phone. */
export const layout = style({
  display: 'grid',
  gap: vars.space.lg,
  alignItems: 'start',
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': {
    'screen and (min-width: 64rem)': { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)' },
  },
});

export const column = style({ display: 'grid', gap: vars.space.lg, minWidth: 0 });

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
