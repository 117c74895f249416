import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../private/focusRing.css';
import { field } from '../TextField/TextField.css';

export const searchIcon = style({
  display: 'inline-flex',
  flexShrink: 0,
  marginInlineStart: vars.space.md,
  color: vars.color.textMuted,
});

export const input = style({
  paddingInlineStart: vars.space.sm,
  selectors: {
    // The kit draws its own clear button.
    '&::-webkit-search-cancel-button': { appearance: 'none' },
    '&::-webkit-search-decoration': { appearance: 'none' },
  },
});

export const clear = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
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
    // Nothing to clear: hidden, so it takes no click and no space.
    [`${field}[data-empty] &`]: { display: 'none' },
    '&[data-hovered]': { backgroundColor: vars.color.hover, color: vars.color.text },
    '&[data-pressed]': { backgroundColor: vars.color.pressed },
    '&[data-focus-visible]': { ...focusRing, outlineOffset: 0 },
    '&[data-disabled]': { cursor: 'not-allowed' },
  },
});
