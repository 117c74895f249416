import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../private/focus-ring.css';

export const line = style({
  fill: 'none',
  stroke: vars.color.primary,
  strokeWidth: 2.5,
  strokeLinejoin: 'round',
  strokeLinecap: 'round',
});

export const area = style({
  fill: vars.color.primary,
  fillOpacity: 0.08,
});

export const point = style({
  fill: vars.color.primary,
  stroke: vars.color.surface,
  strokeWidth: 2,
});

export const svg = style({
  // A time axis runs left to right in right-to-left pages too, as the figures in it do; SVG's
  // text anchors would otherwise swap sides and push the tick labels onto the axis.
  direction: 'ltr',
  display: 'block',
  overflow: 'visible',
});

/** Holds the plot and its tooltip; focusable, to read the points from the keyboard. */
export const plotArea = style({
  position: 'relative',
  borderRadius: vars.radius.md,
  outline: 'none',
  selectors: { '&:focus-visible': focusRing },
});

export const guide = style({
  stroke: vars.color.borderStrong,
  strokeDasharray: '3 3',
});

export const activePoint = style({
  fill: vars.color.primary,
  stroke: vars.color.surface,
  strokeWidth: 2.5,
});

export const tooltip = style({
  position: 'absolute',
  transform: `translate(-50%, calc(-100% - ${vars.space.sm}))`,
  paddingBlock: vars.space.xxs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.text,
  color: vars.color.surface,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.xs,
  whiteSpace: 'nowrap',
  pointerEvents: 'none',
  boxShadow: vars.shadow.lg,
});

export const tooltipLabel = style({ opacity: 0.85 });
