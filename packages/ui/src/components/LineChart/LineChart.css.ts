import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

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
  display: 'block',
  overflow: 'visible',
});
