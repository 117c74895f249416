import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../private/focus-ring.css';

export const time = style({
  borderRadius: vars.radius.sm,
  outline: 'none',
  // Dotted: there is more to see on hover or focus.
  textDecoration: `underline dotted ${vars.color.textMuted}`,
  textUnderlineOffset: '0.2em',
  cursor: 'help',
  selectors: { '&:focus-visible': focusRing },
});

export const tooltip = style({
  // The popover's own frame and centring give way to the position the component sets.
  position: 'fixed',
  inset: 'auto',
  margin: 0,
  border: 'none',
  overflow: 'visible',
  paddingBlock: vars.space.xxs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.text,
  color: vars.color.surface,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.xs,
  boxShadow: vars.shadow.lg,
});
