import type { StyleRule } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/**
 * Outline for `[data-focus-visible]`: keyboard users only, never on pointer press. Pair it with
 * `outline: 'none'` on the element so the browser's own ring does not show as well.
 */
export const focusRing: StyleRule = {
  outline: `${vars.border.thick} solid ${vars.color.focusRing}`,
  outlineOffset: vars.border.thick,
};
