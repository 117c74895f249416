import { createVar, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { toneColours, type Tone } from '../../theme/tones';

export const noticeTones = [
  'info',
  'success',
  'warning',
  'danger',
] as const satisfies readonly Tone[];

const toneColour = createVar();

/**
 * A faint tint of the tone behind text in the text colour: AA in both themes whatever the tone.
 * The tone's full colour goes on the icon and the leading edge only.
 */
const tinted = (colour: string) => ({
  backgroundColor: `color-mix(in srgb, ${colour} 8%, ${vars.color.surface})`,
  borderColor: `color-mix(in srgb, ${colour} 40%, ${vars.color.surface})`,
  borderInlineStartColor: colour,
  vars: { [toneColour]: colour },
});

export const notice = recipe({
  base: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-start',
    columnGap: vars.space.md,
    rowGap: vars.space.sm,
    minWidth: 0,
    padding: vars.space.md,
    border: `${vars.border.thin} solid`,
    borderInlineStartWidth: '4px',
    borderRadius: vars.radius.md,
    color: vars.color.text,
    fontFamily: vars.font.body,
    fontSize: vars.fontSize.sm,
    lineHeight: vars.lineHeight.normal,
  },
  variants: {
    tone: {
      info: tinted(toneColours.info),
      success: tinted(toneColours.success),
      warning: tinted(toneColours.warning),
      danger: tinted(toneColours.danger),
    },
  },
  defaultVariants: { tone: 'info' },
});

export type NoticeVariants = NonNullable<RecipeVariants<typeof notice>>;

export const icon = style({
  // Centred on the first line of text (line height 1.5 of the small size).
  marginBlock: `calc((${vars.fontSize.sm} * 1.5 - ${vars.size.icon}) / 2)`,
  color: toneColour,
});

export const content = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  flex: '1 1 14rem',
  minWidth: 0,
  overflowWrap: 'anywhere',
});

export const title = style({
  margin: 0,
  fontWeight: vars.fontWeight.semibold,
});

export const body = style({
  margin: 0,
});

export const action = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  // On a line of its own (narrow widths) it lines up with the text, not the icon.
  marginInlineStart: 'auto',
});
