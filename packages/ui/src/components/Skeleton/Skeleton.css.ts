import { keyframes, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const skeletonShapes = ['text', 'rect', 'circle'] as const;

const shimmer = keyframes({
  from: { backgroundPosition: '100% 0' },
  to: { backgroundPosition: '-100% 0' },
});

export const stack = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  width: '100%',
});

export const block = recipe({
  base: {
    display: 'block',
    maxWidth: '100%',
    backgroundColor: vars.color.surfaceSubtle,
    // A lighter band sweeping across: "something is coming", without words.
    backgroundImage: `linear-gradient(90deg, ${vars.color.surfaceSubtle} 0%, ${vars.color.hover} 25%, ${vars.color.pressed} 50%, ${vars.color.hover} 75%, ${vars.color.surfaceSubtle} 100%)`,
    backgroundSize: '200% 100%',
    animation: `${shimmer} 1.6s linear infinite`,
    // The band sweeps the way the text reads.
    selectors: { '&:dir(rtl)': { animationDirection: 'reverse' } },
    '@media': {
      // No sweeping band: a still block says the same.
      '(prefers-reduced-motion: reduce)': { animation: 'none', backgroundImage: 'none' },
    },
  },
  variants: {
    shape: {
      text: { height: '1em', borderRadius: vars.radius.sm },
      rect: { borderRadius: vars.radius.md },
      circle: { borderRadius: vars.radius.full, flexShrink: 0 },
    },
  },
  defaultVariants: { shape: 'text' },
});

export type SkeletonVariants = NonNullable<RecipeVariants<typeof block>>;
