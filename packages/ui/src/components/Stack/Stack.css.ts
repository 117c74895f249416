import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { gapVariants } from '../private/space';

export const stackAligns = ['stretch', 'start', 'center', 'end'] as const;

export const stack = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    minWidth: 0,
    // Lists keep their semantics but lose the browser's bullets and indent.
    margin: 0,
    padding: 0,
    listStyle: 'none',
  },
  variants: {
    gap: gapVariants,
    align: {
      stretch: { alignItems: 'stretch' },
      start: { alignItems: 'flex-start' },
      center: { alignItems: 'center' },
      end: { alignItems: 'flex-end' },
    },
  },
  defaultVariants: { gap: 'md', align: 'stretch' },
});

export type StackVariants = NonNullable<RecipeVariants<typeof stack>>;
