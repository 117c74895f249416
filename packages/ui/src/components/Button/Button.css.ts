import { keyframes, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../private/focus-ring.css';

export const buttonVariants = ['primary', 'secondary', 'ghost', 'danger'] as const;
export const buttonSizes = ['sm', 'md', 'lg'] as const;

const filled = (rest: string, hover: string, pressed: string) => ({
  backgroundColor: rest,
  color: vars.color.textOnAccent,
  selectors: {
    '&[data-hovered]': { backgroundColor: hover },
    '&[data-pressed]': { backgroundColor: pressed },
  },
});

export const button = recipe({
  base: {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.sm,
    border: `${vars.border.thin} solid transparent`,
    borderRadius: vars.radius.md,
    fontFamily: vars.font.body,
    fontWeight: vars.fontWeight.semibold,
    lineHeight: vars.lineHeight.tight,
    // Long labels wrap inside narrow containers rather than overflow them.
    paddingBlock: vars.space.xs,
    textAlign: 'center',
    cursor: 'pointer',
    userSelect: 'none',
    outline: 'none',
    transition: `background-color ${vars.duration.fast}, border-color ${vars.duration.fast}`,
    selectors: {
      '&[data-focus-visible]': focusRing,
      // Pending keeps the variant's colours: the spinner, not a grey button, says "working".
      '&[data-pending]': { cursor: 'progress' },
      // Disabled buttons are exempt from contrast rules, but muted text on a subtle fill still
      // reads, unlike a faded-out primary.
      '&[data-disabled]': {
        backgroundColor: vars.color.surfaceSubtle,
        borderColor: vars.color.border,
        color: vars.color.textMuted,
        cursor: 'not-allowed',
      },
    },
  },
  variants: {
    variant: {
      primary: filled(vars.color.primary, vars.color.primaryHover, vars.color.primaryPressed),
      danger: filled(vars.color.danger, vars.color.dangerHover, vars.color.dangerPressed),
      secondary: {
        backgroundColor: vars.color.surface,
        borderColor: vars.color.borderStrong,
        color: vars.color.text,
        selectors: {
          '&[data-hovered]': { backgroundColor: vars.color.hover },
          '&[data-pressed]': { backgroundColor: vars.color.pressed },
        },
      },
      ghost: {
        backgroundColor: 'transparent',
        color: vars.color.primary,
        selectors: {
          '&[data-hovered]': { backgroundColor: vars.color.hover },
          '&[data-pressed]': { backgroundColor: vars.color.pressed },
        },
      },
    },
    size: {
      sm: {
        minHeight: vars.size.controlSm,
        paddingInline: vars.space.md,
        fontSize: vars.fontSize.sm,
      },
      md: {
        minHeight: vars.size.controlMd,
        paddingInline: vars.space.lg,
        fontSize: vars.fontSize.md,
      },
      lg: {
        minHeight: vars.size.controlLg,
        paddingInline: vars.space.xl,
        fontSize: vars.fontSize.lg,
      },
    },
    fullWidth: {
      true: { display: 'flex', width: '100%' },
    },
  },
  defaultVariants: { variant: 'primary', size: 'md' },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;

// Transparent rather than removed, so the button keeps its width and its accessible name.
export const label = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  selectors: { '[data-pending] > &': { opacity: 0 } },
});

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style({
  position: 'absolute',
  inset: 0,
  margin: 'auto',
  width: vars.size.icon,
  height: vars.size.icon,
  borderRadius: vars.radius.full,
  border: `${vars.border.thick} solid currentColor`,
  borderRightColor: 'transparent',
  animation: `${spin} ${vars.duration.spin} linear infinite`,
  '@media': {
    // Still visible without motion; a slower turn is less distracting than none at all.
    '(prefers-reduced-motion: reduce)': { animationDuration: `calc(${vars.duration.spin} * 4)` },
  },
});
