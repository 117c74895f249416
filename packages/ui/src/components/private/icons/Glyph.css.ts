import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

export const glyph = style({
  width: vars.size.icon,
  height: vars.size.icon,
  flexShrink: 0,
});
