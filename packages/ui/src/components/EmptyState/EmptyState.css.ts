import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { toneColours, type Tone } from '../../theme/tones';

export const emptyStateTones = ['neutral', 'danger'] as const satisfies readonly Tone[];

export type EmptyStateTone = (typeof emptyStateTones)[number];

export const emptyState = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  paddingBlock: vars.space.xxl,
  paddingInline: vars.space.lg,
  textAlign: 'center',
  fontFamily: vars.font.body,
  color: vars.color.text,
  // Long titles and hints wrap rather than widen a table or a card.
  overflowWrap: 'anywhere',
});

export const iconWrap = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: vars.size.controlLg,
    height: vars.size.controlLg,
    marginBlockEnd: vars.space.xs,
    borderRadius: vars.radius.full,
    backgroundColor: vars.color.surfaceSubtle,
  },
  variants: {
    tone: {
      neutral: { color: toneColours.neutral },
      danger: { color: toneColours.danger },
    },
  },
  defaultVariants: { tone: 'neutral' },
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
});

export const hint = style({
  margin: 0,
  maxWidth: '40rem',
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const action = style({
  marginBlockStart: vars.space.sm,
});
