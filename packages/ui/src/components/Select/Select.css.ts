import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../private/focus-ring.css';

export const selectSizes = ['sm', 'md'] as const;

export const field = style({
  display: 'inline-flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  // Sized by its content, but never wider than its container: a long value is cut with "…".
  minWidth: 0,
  maxWidth: '100%',
  fontFamily: vars.font.body,
  color: vars.color.text,
});

/** The button that shows the value and opens the list; looks like the other fields' boxes. */
export const trigger = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space.sm,
    width: '100%',
    margin: 0,
    backgroundColor: vars.color.surface,
    border: `${vars.border.thin} solid ${vars.color.borderStrong}`,
    borderRadius: vars.radius.md,
    color: vars.color.text,
    lineHeight: vars.lineHeight.tight,
    textAlign: 'start',
    cursor: 'pointer',
    outline: 'none',
    transition: `border-color ${vars.duration.fast}, background-color ${vars.duration.fast}`,
    selectors: {
      '&[data-hovered]': { backgroundColor: vars.color.hover },
      '&[data-pressed]': { backgroundColor: vars.color.pressed },
      '&[data-focus-visible]': focusRing,
      [`${field}[data-invalid] &`]: { borderColor: vars.color.danger },
      '&[data-disabled]': {
        backgroundColor: vars.color.surfaceSubtle,
        borderColor: vars.color.border,
        color: vars.color.textMuted,
        cursor: 'not-allowed',
      },
    },
  },
  variants: {
    size: {
      sm: {
        minHeight: vars.size.controlSm,
        paddingInline: vars.space.sm,
        fontSize: vars.fontSize.sm,
      },
      md: {
        minHeight: vars.size.controlMd,
        paddingInline: vars.space.md,
        fontSize: vars.fontSize.md,
      },
    },
  },
  defaultVariants: { size: 'md' },
});

export type SelectVariants = NonNullable<RecipeVariants<typeof trigger>>;

export const value = style({
  flex: 1,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: {
    '&[data-placeholder]': { color: vars.color.textMuted },
  },
});

export const chevron = style({
  color: vars.color.textMuted,
  transition: `transform ${vars.duration.fast}`,
  selectors: {
    '[data-pressed] > &, [aria-expanded="true"] > &': { transform: 'rotate(180deg)' },
  },
});
