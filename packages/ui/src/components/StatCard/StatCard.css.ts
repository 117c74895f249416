import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../private/focus-ring.css';

export const statCard = recipe({
  base: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.md,
    minWidth: 0,
    padding: vars.space.lg,
    backgroundColor: vars.color.surface,
    color: vars.color.text,
    border: `${vars.border.thin} solid ${vars.color.border}`,
    borderRadius: vars.radius.lg,
    boxShadow: vars.shadow.sm,
    fontFamily: vars.font.body,
    textDecoration: 'none',
    outline: 'none',
    transition: `border-color ${vars.duration.fast}, background-color ${vars.duration.fast}`,
    selectors: {
      '&[data-focus-visible]': focusRing,
    },
  },
  variants: {
    // Interactive cards (a link or an action) say so on hover and focus.
    interactive: {
      true: {
        cursor: 'pointer',
        selectors: {
          '&[data-hovered]': {
            borderColor: vars.color.borderStrong,
            backgroundColor: vars.color.hover,
          },
          '&[data-pressed]': { backgroundColor: vars.color.pressed },
        },
      },
      false: {},
    },
  },
  defaultVariants: { interactive: false },
});

export const iconWrap = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: vars.size.controlMd,
  height: vars.size.controlMd,
  borderRadius: vars.radius.md,
  backgroundColor: `color-mix(in srgb, ${vars.color.primary} 12%, ${vars.color.surface})`,
  color: vars.color.primary,
});

export const texts = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
  flex: 1,
});

export const label = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const value = recipe({
  base: {
    margin: 0,
    fontSize: vars.fontSize.xxl,
    fontWeight: vars.fontWeight.bold,
    lineHeight: vars.lineHeight.tight,
    overflowWrap: 'anywhere',
    fontVariantNumeric: 'tabular-nums',
  },
  variants: {
    state: {
      loading: {},
      ready: {},
      // The error's words, not a figure: smaller and in the danger colour.
      error: {
        fontSize: vars.fontSize.sm,
        fontWeight: vars.fontWeight.medium,
        color: vars.color.danger,
      },
    },
  },
});

export const hint = style({
  margin: 0,
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

/** A skeleton sitting in a full line of its text, so it takes the height the text will. */
export const skeletonLine = style({
  display: 'inline-block',
  verticalAlign: 'middle',
});
