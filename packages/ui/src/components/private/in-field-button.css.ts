import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from './focus-ring.css';

/** A small icon button inside a text field's border: PasswordField's eye, SearchField's clear. */
export const inFieldButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  // Square and inset so it sits inside the field's border.
  width: `calc(${vars.size.controlMd} - ${vars.space.sm})`,
  height: `calc(${vars.size.controlMd} - ${vars.space.sm})`,
  marginInlineEnd: vars.space.xxs,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.hover, color: vars.color.text },
    '&[data-pressed]': { backgroundColor: vars.color.pressed },
    '&[data-focus-visible]': { ...focusRing, outlineOffset: 0 },
    '&[data-disabled]': { cursor: 'not-allowed' },
  },
});
