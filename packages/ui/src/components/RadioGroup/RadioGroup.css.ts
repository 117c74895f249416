import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../private/focus-ring.css';

export const radioGroupOrientations = ['vertical', 'horizontal'] as const;

export const options = recipe({
  base: { display: 'flex', gap: vars.space.sm },
  variants: {
    orientation: {
      vertical: { flexDirection: 'column' },
      horizontal: { flexDirection: 'row', flexWrap: 'wrap', columnGap: vars.space.lg },
    },
  },
  defaultVariants: { orientation: 'vertical' },
});

export type RadioGroupVariants = NonNullable<RecipeVariants<typeof options>>;

export const option = style({
  display: 'inline-flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&[data-disabled]': { color: vars.color.textMuted, cursor: 'not-allowed' },
  },
});

// Centre the circle on the first line of a label that may wrap.
const firstLineOffset = `calc((1em * ${vars.lineHeight.normal} - ${vars.size.icon}) / 2)`;

/** The states of a choice (React Aria's attributes on its label), drawn on its circle. */
const when = (state: string) => `${option}${state} &`;

/** The circle, drawn by the kit from its choice's state. */
export const radio = style({
  flexShrink: 0,
  boxSizing: 'border-box',
  width: vars.size.icon,
  height: vars.size.icon,
  marginBlockStart: firstLineOffset,
  backgroundColor: vars.color.surface,
  border: `${vars.border.thick} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.full,
  transition: `border-color ${vars.duration.fast}`,
  selectors: {
    [when('[data-hovered]:not([data-disabled])')]: { borderColor: vars.color.text },
    // A thick ring in the primary colour around the surface: the chosen one, in both themes.
    [when('[data-selected]')]: {
      borderColor: vars.color.primary,
      borderWidth: `calc(${vars.size.icon} * 0.3)`,
    },
    [when('[data-focus-visible]')]: focusRing,
    [when('[data-invalid]:not([data-selected])')]: { borderColor: vars.color.danger },
    [when('[data-disabled]')]: {
      backgroundColor: vars.color.surfaceSubtle,
      borderColor: vars.color.border,
    },
    [when('[data-selected][data-disabled]')]: { borderColor: vars.color.textMuted },
  },
});

export const optionText = style({ display: 'flex', flexDirection: 'column' });

export const optionDescription = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});
