import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../private/focus-ring.css';

export const linkVariants = ['inline', 'standalone', 'subtle'] as const;

export const link = recipe({
  base: {
    borderRadius: vars.radius.sm,
    outline: 'none',
    cursor: 'pointer',
    textUnderlineOffset: '0.2em',
    transition: `color ${vars.duration.fast}`,
    selectors: {
      '&[data-focus-visible]': focusRing,
      '&[data-disabled]': {
        color: vars.color.textMuted,
        textDecoration: 'none',
        cursor: 'not-allowed',
      },
    },
  },
  variants: {
    variant: {
      // In running text: underlined, so it is not told apart by colour alone (WCAG 1.4.1).
      inline: {
        color: vars.color.primary,
        textDecoration: 'underline',
        selectors: {
          '&[data-hovered]': { color: vars.color.primaryHover, textDecorationThickness: '2px' },
          '&[data-pressed]': { color: vars.color.primaryPressed },
        },
      },
      // On its own ('Back to Login', 'View all'): its position says it is a link.
      standalone: {
        color: vars.color.primary,
        fontWeight: vars.fontWeight.semibold,
        textDecoration: 'none',
        selectors: {
          '&[data-hovered]': { color: vars.color.primaryHover, textDecoration: 'underline' },
          '&[data-pressed]': { color: vars.color.primaryPressed },
        },
      },
      // Text colour, for breadcrumbs and table cells where many links sit together.
      subtle: {
        color: 'inherit',
        textDecoration: 'none',
        selectors: {
          '&[data-hovered]': { textDecoration: 'underline' },
          '&[data-pressed]': { color: vars.color.textMuted },
        },
      },
    },
  },
  defaultVariants: { variant: 'inline' },
});

export type LinkVariants = NonNullable<RecipeVariants<typeof link>>;

/** Layout for a link drawn as a button: same recipe as Button, but not underlined. */
export const asButton = style({ textDecoration: 'none' });
