import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../private/focus-ring.css';

export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  maxWidth: '100%',
  minHeight: vars.size.controlMd,
  paddingBlock: vars.space.xxs,
  paddingInline: vars.space.xs,
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.text,
  fontFamily: vars.font.body,
  textAlign: 'start',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.hover },
    '&[data-pressed]': { backgroundColor: vars.color.pressed },
    '&[data-focus-visible]': focusRing,
  },
});

export const texts = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  lineHeight: vars.lineHeight.tight,
});

export const name = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const email = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const chevron = style({ color: vars.color.textMuted });

export const itemIcon = style({ color: vars.color.textMuted });

export const separator = style({
  height: vars.border.thin,
  marginBlock: vars.space.xxs,
  border: 'none',
  backgroundColor: vars.color.border,
});

export const sectionHeader = style({
  paddingBlock: vars.space.xxs,
  paddingInline: vars.space.sm,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
});
