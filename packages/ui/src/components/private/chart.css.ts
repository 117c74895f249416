// Shared by LineChart and PieChart.
import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const figure = style({
  margin: 0,
  minWidth: 0,
  fontFamily: vars.font.body,
  color: vars.color.text,
});

/** Keeps the chart's height while loading or in an empty or error state. */
export const stateBox = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
});

export const axis = style({});

globalStyle(`${axis} text`, {
  fill: vars.color.textMuted,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.xs,
});

globalStyle(`${axis} line, ${axis} path`, { stroke: vars.color.borderStrong });

export const gridLine = style({
  stroke: vars.color.border,
  strokeDasharray: '2 4',
});

export const axisLabel = style({
  fill: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
});
