import { keyframes } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const spinnerSizes = ['sm', 'md', 'lg'] as const;

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = recipe({
  base: {
    display: 'inline-block',
    flexShrink: 0,
    verticalAlign: 'middle',
    borderRadius: vars.radius.full,
    borderStyle: 'solid',
    // A faint full ring with one bright quarter: the ring is visible even in a still frame.
    borderColor: vars.color.border,
    borderTopColor: vars.color.primary,
    animation: `${spin} ${vars.duration.spin} linear infinite`,
    '@media': {
      // Still visible without motion; a slower turn is less distracting than none at all.
      '(prefers-reduced-motion: reduce)': {
        animationDuration: `calc(${vars.duration.spin} * 4)`,
      },
    },
  },
  variants: {
    size: {
      sm: { width: vars.size.icon, height: vars.size.icon, borderWidth: vars.border.thick },
      md: {
        width: vars.size.controlSm,
        height: vars.size.controlSm,
        borderWidth: `calc(${vars.border.thick} * 1.5)`,
      },
      lg: {
        width: vars.size.controlLg,
        height: vars.size.controlLg,
        borderWidth: `calc(${vars.border.thick} * 2)`,
      },
    },
  },
  defaultVariants: { size: 'md' },
});

export type SpinnerVariants = NonNullable<RecipeVariants<typeof spinner>>;
