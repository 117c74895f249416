import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { gapVariants } from '../private/space';

export const inlineAligns = ['center', 'start', 'end', 'baseline', 'stretch'] as const;
export const inlineJustifies = ['start', 'center', 'end', 'between'] as const;

export const inline = recipe({
  base: {
    display: 'flex',
    flexDirection: 'row',
    minWidth: 0,
    margin: 0,
    padding: 0,
    listStyle: 'none',
  },
  variants: {
    gap: gapVariants,
    align: {
      center: { alignItems: 'center' },
      start: { alignItems: 'flex-start' },
      end: { alignItems: 'flex-end' },
      baseline: { alignItems: 'baseline' },
      stretch: { alignItems: 'stretch' },
    },
    justify: {
      start: { justifyContent: 'flex-start' },
      center: { justifyContent: 'center' },
      end: { justifyContent: 'flex-end' },
      between: { justifyContent: 'space-between' },
    },
    wrap: {
      true: { flexWrap: 'wrap' },
      false: { flexWrap: 'nowrap' },
    },
  },
  defaultVariants: { gap: 'md', align: 'center', justify: 'start', wrap: true },
});

export type InlineVariants = NonNullable<RecipeVariants<typeof inline>>;
