import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const personCellSizes = ['sm', 'md'] as const;

export const personCell = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    minWidth: 0,
    maxWidth: '100%',
    fontFamily: vars.font.body,
    color: vars.color.text,
  },
  variants: {
    size: {
      sm: { gap: vars.space.sm, fontSize: vars.fontSize.sm },
      md: { gap: vars.space.md, fontSize: vars.fontSize.md },
    },
  },
  defaultVariants: { size: 'sm' },
});

export type PersonCellVariants = NonNullable<RecipeVariants<typeof personCell>>;

export const text = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  lineHeight: vars.lineHeight.tight,
});

// One line each, cut with an ellipsis: a long email never pushes the row taller or the table wider.
const oneLine = {
  overflow: 'hidden',
  whiteSpace: 'nowrap',
  textOverflow: 'ellipsis',
} as const;

export const name = style({
  ...oneLine,
  fontWeight: vars.fontWeight.medium,
});

export const secondary = style({
  ...oneLine,
  fontSize: '0.875em',
  color: vars.color.textMuted,
});
