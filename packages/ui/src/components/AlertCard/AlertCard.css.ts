import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { toneColours, tones } from '../../theme/tones';

/** Every tone of the kit. */
export const alertCardTones = tones;

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
      neutral: { color: toneColours.neutral },
      info: { color: toneColours.info },
      success: { color: toneColours.success },
      warning: { color: toneColours.warning },
      danger: { color: toneColours.danger },
    },
  },
  defaultVariants: { tone: 'neutral' },
});

export type AlertCardVariants = NonNullable<RecipeVariants<typeof description>>;

export const date = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
});

/** A card with a link: it holds the link's stretched hit area, and shows it can be pressed. */
export const linked = style({
  position: 'relative',
  selectors: {
    '&:hover': { borderColor: vars.color.primary },
    '&:has([data-focus-visible])': {
      outline: `${vars.border.thick} solid ${vars.color.focusRing}`,
      outlineOffset: vars.border.thick,
    },
  },
});

/** The label's link, stretched over the whole card by its ::after. */
export const cardLink = style({
  color: 'inherit',
  outline: 'none',
  // The card draws the focus ring, around the whole hit area (doubled to outrank Link's own).
  selectors: { '&&[data-focus-visible]': { outline: 'none' } },
  '::after': { content: '""', position: 'absolute', inset: 0, borderRadius: 'inherit' },
});
