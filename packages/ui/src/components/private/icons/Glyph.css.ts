import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

export const glyph = style({
  width: vars.size.icon,
  height: vars.size.icon,
  flexShrink: 0,
});

/**
 * For icons that point along the line of text (back, next, send, leave): turned over in a
 * right-to-left page, where "back" points right. `scale`, not `transform`, so a component's own
 * rotation of the icon (an opening chevron) still applies.
 */
export const mirrored = style({
  selectors: { '&:dir(rtl)': { scale: '-1 1' } },
});
