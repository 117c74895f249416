import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

// Paints its own background so a dark story on a light docs page is still dark (and axe
// measures contrast against the right colour).
export const frame = style({
  padding: vars.space.lg,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
});
