import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const layout = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.lg,
});

export const plot = style({
  flex: '1 1 10rem',
  minWidth: '8rem',
});

// Its labels are placed with SVG text anchors, which a right-to-left page would swap.
export const svg = style({ display: 'block', margin: '0 auto', direction: 'ltr' });

export const slice = style({
  stroke: vars.color.surface,
  strokeWidth: 2,
});

export const legend = style({
  flex: '1 1 12rem',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
});

export const legendLabel = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  paddingBlock: vars.space.xs,
  paddingInlineEnd: vars.space.md,
  fontWeight: vars.fontWeight.regular,
  textAlign: 'start',
});

export const legendNumber = style({
  paddingBlock: vars.space.xs,
  paddingInlineStart: vars.space.md,
  textAlign: 'end',
  fontVariantNumeric: 'tabular-nums',
});

export const legendShare = style([legendNumber, { color: vars.color.textMuted }]);

export const swatch = style({
  flexShrink: 0,
  width: '0.75rem',
  height: '0.75rem',
  borderRadius: vars.radius.sm,
});
