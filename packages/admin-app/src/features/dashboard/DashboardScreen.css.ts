import { style } from '@vanilla-extract/css';
import { vars } from '@packlight/ui/theme';

export const page = style({ display: 'grid', gap: vars.space.lg });

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

/** Cards fill the row, as many as fit at 13rem or more each. */
export const widgets = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(13rem, 1fr))',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** The trend beside the pie where there is room, the trend taking the larger share. */
export const charts = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': {
    '(min-width: 72rem)': { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)' },
  },
});

/** Three cards per row (docs/product/part-1.md), fewer on narrow screens. */
export const alerts = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'minmax(0, 1fr)',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    '(min-width: 40rem)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    '(min-width: 64rem)': { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
});
