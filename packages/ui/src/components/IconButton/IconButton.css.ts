// Builds on Button's recipe (imported first, so these rules come later and win at equal
// specificity): same variants and states, square and without padding.
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import '../Button/Button.css';

export const iconButtonShapes = ['square', 'circle'] as const;

export const iconButton = recipe({
  base: {
    flexShrink: 0,
    paddingInline: 0,
    paddingBlock: 0,
  },
  variants: {
    size: {
      sm: { width: vars.size.controlSm, minHeight: vars.size.controlSm },
      md: { width: vars.size.controlMd, minHeight: vars.size.controlMd },
      lg: { width: vars.size.controlLg, minHeight: vars.size.controlLg },
    },
    shape: {
      square: {},
      circle: { borderRadius: vars.radius.full },
    },
  },
  defaultVariants: { size: 'md', shape: 'square' },
});

export type IconButtonVariants = NonNullable<RecipeVariants<typeof iconButton>>;
