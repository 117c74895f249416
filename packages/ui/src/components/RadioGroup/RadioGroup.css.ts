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
});

export const disabledOption = style({ color: vars.color.textMuted, cursor: 'not-allowed' });

// Centre the circle on the first line of a label that may wrap.
const firstLineOffset = `calc((1em * ${vars.lineHeight.normal} - ${vars.size.icon}) / 2)`;

/**
 * The native radio, drawn by the kit (`appearance: none`): the platform keeps its keyboard
 * (arrows move and choose, Tab enters at the chosen one), form and accessibility behaviour.
 */
export const radio = style({
  flexShrink: 0,
  width: vars.size.icon,
  height: vars.size.icon,
  margin: 0,
  marginBlockStart: firstLineOffset,
  appearance: 'none',
  backgroundColor: vars.color.surface,
  border: `${vars.border.thick} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.full,
  outline: 'none',
  cursor: 'inherit',
  transition: `border-color ${vars.duration.fast}`,
  selectors: {
    [`${option}:hover &:not(:disabled)`]: { borderColor: vars.color.text },
    // A thick ring in the primary colour around the surface: the chosen one, in both themes.
    '&:checked': {
      borderColor: vars.color.primary,
      borderWidth: `calc(${vars.size.icon} * 0.3)`,
    },
    '&:focus-visible': focusRing,
    '[aria-invalid="true"] &:not(:checked)': { borderColor: vars.color.danger },
    '&:disabled': { backgroundColor: vars.color.surfaceSubtle, borderColor: vars.color.border },
    '&:checked:disabled': { borderColor: vars.color.textMuted },
  },
});

export const optionText = style({ display: 'flex', flexDirection: 'column' });

export const optionDescription = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});
