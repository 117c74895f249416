import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** A stand-in row while loading: not interactive, and no hover highlight. */
export const skeletonRow = style({
  cursor: 'progress',
});

/** A cell's skeleton sits in a full text line, so a stand-in row is as tall as a real one. */
export const skeletonLine = style({
  display: 'inline-block',
  width: '100%',
  verticalAlign: 'middle',
});

/** A PersonCell stand-in's lines take the cell's width (a real one takes its text's). */
export const skeletonPersonText = style({ flex: 1 });
/**
 * The stand-in avatar's size (PersonCell's 'sm'), as the variable's name: exported from here, the
 * build writes the string into the row, while importing the theme contract into the component
 * would ship every token's name to the browser with it, on every list page.
 */
export const skeletonAvatarSize = vars.size.controlSm;

/** Holds the room of a row menu's trigger, the tallest thing in a row. */
export const skeletonAction = style({
  display: 'inline-block',
  width: vars.size.controlSm,
  height: vars.size.controlSm,
  verticalAlign: 'middle',
});

/** A status badge's box: a small text line with its padding (StatusBadge's own measures). */
export const skeletonBadge = style({
  display: 'inline-block',
  height: `calc(${vars.fontSize.xs} * ${vars.lineHeight.normal} + ${vars.space.xxs} * 2 + ${vars.border.thin} * 2)`,
  verticalAlign: 'middle',
});
