import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../private/focus-ring.css';

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.textMuted,
});

export const item = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minWidth: 0,
  overflowWrap: 'anywhere',
});

export const link = style({
  color: vars.color.textMuted,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  borderRadius: vars.radius.sm,
  outline: 'none',
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { color: vars.color.text },
    '&[data-pressed]': { color: vars.color.text },
    '&[data-focus-visible]': focusRing,
  },
});

/** The page you are on: plain text, stronger, not a link. */
export const current = style({
  color: vars.color.text,
  fontWeight: vars.fontWeight.semibold,
});

export const separator = style({
  width: vars.fontSize.md,
  height: vars.fontSize.md,
  color: vars.color.textMuted,
});
