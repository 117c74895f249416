import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { toneColours, type Tone } from '../../theme/tones';

export const statusTones = [
  'success',
  'warning',
  'danger',
  'neutral',
] as const satisfies readonly Tone[];

/** Text in the tone's colour on a faint tint of it: every pair stays AA in both themes. */
const tinted = (colour: string) => ({
  color: colour,
  backgroundColor: `color-mix(in srgb, ${colour} 10%, ${vars.color.surface})`,
  borderColor: `color-mix(in srgb, ${colour} 40%, ${vars.color.surface})`,
});

export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    maxWidth: '100%',
    paddingBlock: vars.space.xxs,
    paddingInline: vars.space.sm,
    border: `${vars.border.thin} solid`,
    borderRadius: vars.radius.full,
    fontFamily: vars.font.body,
    fontSize: vars.fontSize.xs,
    fontWeight: vars.fontWeight.semibold,
    lineHeight: vars.lineHeight.normal,
    verticalAlign: 'middle',
  },
  variants: {
    tone: {
      success: tinted(toneColours.success),
      warning: tinted(toneColours.warning),
      danger: tinted(toneColours.danger),
      neutral: {
        color: toneColours.neutral,
        backgroundColor: vars.color.surfaceSubtle,
        borderColor: vars.color.border,
      },
    },
  },
  defaultVariants: { tone: 'neutral' },
});

export type StatusBadgeVariants = NonNullable<RecipeVariants<typeof badge>>;

// Never cut off: in a narrow column a long status wraps inside the pill.
export const label = style({
  minWidth: 0,
  overflowWrap: 'break-word',
});

export const mark = style({
  width: '0.75rem',
  height: '0.75rem',
  flexShrink: 0,
});
