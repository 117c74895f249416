// The floating list shared by Select (options) and Menu (actions).
import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { toneColours } from '../../theme/tones';

export const popover = style({
  // Above a modal's backdrop (100), so a Select or Menu inside a Dialog shows; below toasts (200).
  zIndex: 150,
  minWidth: 'var(--trigger-width)',
  maxWidth: 'min(24rem, calc(100vw - 2rem))',
  padding: vars.space.xs,
  overflowY: 'auto',
  backgroundColor: vars.color.surface,
  border: `${vars.border.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.lg,
  fontFamily: vars.font.body,
  color: vars.color.text,
  outline: 'none',
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  outline: 'none',
});

export const item = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.sm,
    minHeight: vars.size.controlSm,
    paddingBlock: vars.space.xs,
    paddingInline: vars.space.sm,
    borderRadius: vars.radius.sm,
    fontSize: vars.fontSize.sm,
    lineHeight: vars.lineHeight.tight,
    overflowWrap: 'anywhere',
    // An item with an `href` is a link: it still reads as a menu item, not a blue underline.
    color: 'inherit',
    textDecoration: 'none',
    cursor: 'pointer',
    outline: 'none',
    selectors: {
      // Focus follows the pointer and the arrow keys alike, so one highlight serves both.
      '&[data-focused]': { backgroundColor: vars.color.hover },
      '&[data-pressed]': { backgroundColor: vars.color.pressed },
      '&[data-focus-visible]': {
        outline: `${vars.border.thick} solid ${vars.color.focusRing}`,
        outlineOffset: `calc(${vars.border.thick} * -1)`,
      },
      // Disabled items stay readable (textMuted is AA) and say so with the cursor.
      '&[data-disabled]': { color: vars.color.textMuted, cursor: 'not-allowed' },
    },
  },
  variants: {
    tone: {
      neutral: {},
      // Disabled wins: a disabled Delete reads as unavailable, not as a warning.
      danger: { selectors: { '&:not([data-disabled])': { color: toneColours.danger } } },
    },
  },
  defaultVariants: { tone: 'neutral' },
});

/** Text of an item, taking the room left by the check mark. */
export const itemLabel = style({ flex: 1 });

/** Keeps a column for the check mark so selected and unselected labels line up. */
export const itemCheck = style({
  color: vars.color.primary,
  selectors: { '[data-disabled] > &': { color: vars.color.textMuted } },
});
