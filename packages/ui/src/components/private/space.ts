import { vars } from '../../theme/contract.css';

/** Every name of the theme's space scale, smallest first: the `gap` choices of Stack and Inline. */
export const spaceNames = ['none', 'xxs', 'xs', 'sm', 'md', 'lg', 'xl', 'xxl'] as const;

export type SpaceName = (typeof spaceNames)[number];

/** A recipe's `gap` variants, one per space name. */
export const gapVariants = Object.fromEntries(
  spaceNames.map((name) => [name, { gap: vars.space[name] }]),
) as Record<SpaceName, { gap: string }>;
