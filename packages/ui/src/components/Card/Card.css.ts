import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const cardPaddings = ['none', 'md', 'lg'] as const;

export const card = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.lg,
    minWidth: 0,
    backgroundColor: vars.color.surface,
    color: vars.color.text,
    border: `${vars.border.thin} solid ${vars.color.border}`,
    borderRadius: vars.radius.lg,
    boxShadow: vars.shadow.sm,
    fontFamily: vars.font.body,
  },
  variants: {
    padding: {
      // For a table that runs to the edges; the header keeps its own padding.
      none: { paddingBlock: vars.space.lg },
      md: { padding: vars.space.lg },
      lg: { padding: vars.space.xl },
    },
  },
  defaultVariants: { padding: 'md' },
});

export type CardVariants = NonNullable<RecipeVariants<typeof card>>;

export const header = recipe({
  base: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-start',
    justifyContent: 'space-between',
    gap: vars.space.md,
  },
  variants: {
    padding: {
      // The body runs to the edges; the header keeps the card's usual inset.
      none: { paddingInline: vars.space.lg },
      md: {},
      lg: {},
    },
  },
  defaultVariants: { padding: 'md' },
});

export const headings = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
  flex: '1 1 12rem',
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const description = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const body = style({
  minWidth: 0,
});
