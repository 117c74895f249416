import { createContainer, globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@packlight/ui/theme';

/** The dashboard's width, which its figures' grid follows. */
const dashboardWidth = createContainer();

export const page = style({
  display: 'grid',
  gap: vars.space.lg,
  containerName: dashboardWidth,
  containerType: 'inline-size',
});

/** The breadcrumb, with the period chooser at the end of its line (under it on a phone). */
export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const period = style({ minWidth: '11rem' });

export const banner = style({
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.primary,
  color: vars.color.textOnAccent,
  selectors: {
    // The dark theme's primary is a light blue: as a whole banner it glares on the dark page,
    // so there the banner is a blue-tinted surface with the page's own text colour.
    '[data-theme="dark"] &': {
      backgroundColor: `color-mix(in srgb, ${vars.color.primary} 16%, ${vars.color.surface})`,
      color: vars.color.text,
      border: `${vars.border.thin} solid color-mix(in srgb, ${vars.color.primary} 45%, ${vars.color.surface})`,
    },
  },
});

export const bannerTitle = style({ margin: 0, fontSize: vars.fontSize.xxl });

export const bannerDate = style({
  margin: `${vars.space.xs} 0 ${vars.space.md}`,
  fontWeight: vars.fontWeight.medium,
});

export const bannerText = style({ margin: 0, maxWidth: '42rem' });

/**
 * The six figures fill every row they take: two per row on a phone, three where three fit at
 * 13rem or more, all six in one row where six fit. Widths between would leave a row half empty
 * (four and two), so they keep three. Measured on the page's own width (a container), since the
 * sidebar takes part of the window's.
 */
export const widgets = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@container': {
    [`${dashboardWidth} (min-width: 42rem)`]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
    [`${dashboardWidth} (min-width: 84rem)`]: { gridTemplateColumns: 'repeat(6, minmax(0, 1fr))' },
  },
});

/** Two cards per row on a phone leave ~9rem each: room for '$1,185,143.22' on one line. */
const phone = '(max-width: 30rem)';
globalStyle(`${widgets} [data-state]`, {
  '@media': { [phone]: { padding: vars.space.md } },
});
// The card's value is the block after its label (StatCard has no size option for it).
globalStyle(`${widgets} [data-state] p + div`, {
  '@media': { [phone]: { fontSize: vars.fontSize.lg } },
});

/**
 * The trend beside the pie where there is room, the trend taking the larger share. Each card is
 * as tall as its own chart: stretched to the pie's height, the trend had an empty band under it.
 */
export const charts = style({
  display: 'grid',
  gap: vars.space.lg,
  alignItems: 'start',
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

/** Read by screen readers, not shown: what a panel's placeholders stand for. */
export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

/** The pie's placeholder: the disc, then one line per legend row, as the chart lays them out. */
export const pieSkeleton = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.lg,
});

export const legendSkeleton = style({
  display: 'grid',
  gap: '0.6rem',
  width: '100%',
  paddingBlock: vars.space.xs,
});

/** An alert card's date under its description, in the card's quiet small print. */
export const alertDate = style({
  display: 'block',
  marginTop: vars.space.xs,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.regular,
});
