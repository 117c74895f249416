import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const avatarSizes = ['sm', 'md', 'lg', 'xl'] as const;

export const avatar = recipe({
  base: {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    overflow: 'hidden',
    borderRadius: vars.radius.full,
    // Tinted with the primary colour; the initials in text colour stay AA on it.
    backgroundColor: `color-mix(in srgb, ${vars.color.primary} 14%, ${vars.color.surface})`,
    color: vars.color.text,
    fontFamily: vars.font.body,
    fontWeight: vars.fontWeight.semibold,
    lineHeight: 1,
    userSelect: 'none',
    verticalAlign: 'middle',
  },
  variants: {
    size: {
      sm: { width: vars.size.controlSm, height: vars.size.controlSm, fontSize: vars.fontSize.xs },
      md: { width: vars.size.controlMd, height: vars.size.controlMd, fontSize: vars.fontSize.sm },
      lg: { width: vars.size.controlLg, height: vars.size.controlLg, fontSize: vars.fontSize.md },
      xl: {
        width: `calc(${vars.size.controlLg} * 2)`,
        height: `calc(${vars.size.controlLg} * 2)`,
        fontSize: vars.fontSize.xxl,
      },
    },
  },
  defaultVariants: { size: 'md' },
});

export type AvatarVariants = NonNullable<RecipeVariants<typeof avatar>>;

export const image = style({
  width: '100%',
  height: '100%',
  objectFit: 'cover',
});

export const glyph = style({
  width: '60%',
  height: '60%',
  color: vars.color.textMuted,
});
