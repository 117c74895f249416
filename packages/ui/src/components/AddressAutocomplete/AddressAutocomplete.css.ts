import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { toneColours } from '../../theme/tones';

export const wrapper = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
});

/** The coordinates' line: small and muted, as read-only facts found from the address. */
export const coordinates = style({
  margin: 0,
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});

export const pending = style({
  display: 'inline-flex',
  flexShrink: 0,
  marginInlineEnd: vars.space.md,
});

/** The suggestions scroll past 12rem (spec: the list scrolls at up to 12rem high). */
export const list = style({
  maxHeight: '12rem',
  overflowY: 'auto',
});

export const message = recipe({
  base: {
    margin: 0,
    paddingBlock: vars.space.sm,
    paddingInline: vars.space.sm,
    fontSize: vars.fontSize.sm,
  },
  variants: {
    tone: {
      neutral: { color: toneColours.neutral },
      danger: { color: toneColours.danger },
    },
  },
  defaultVariants: { tone: 'neutral' },
});
