import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const alertCardTones = ['neutral', 'info', 'success', 'warning', 'danger'] as const;

export const alertCard = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
  padding: vars.space.lg,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  border: `${vars.border.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
  fontFamily: vars.font.body,
  overflowWrap: 'anywhere',
});

export const label = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
  lineHeight: vars.lineHeight.tight,
});

export const value = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const description = recipe({
  base: {
    margin: 0,
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.medium,
  },
  variants: {
    tone: {
      neutral: { color: vars.color.textMuted },
      info: { color: vars.color.info },
      success: { color: vars.color.success },
      warning: { color: vars.color.warning },
      danger: { color: vars.color.danger },
    },
  },
  defaultVariants: { tone: 'neutral' },
});

export type AlertCardVariants = NonNullable<RecipeVariants<typeof description>>;

export const date = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
});
