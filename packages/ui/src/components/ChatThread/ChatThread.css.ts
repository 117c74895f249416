import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../private/focus-ring.css';

export const thread = style({
  display: 'flex',
  flexDirection: 'column',
  flex: '1 1 auto',
  minHeight: 0,
  padding: vars.space.lg,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  backgroundColor: vars.color.surfaceSubtle,
  borderRadius: vars.radius.lg,
  fontFamily: vars.font.body,
  color: vars.color.text,
  outline: 'none',
  selectors: { '&:focus-visible': focusRing },
});

export const content = style({
  display: 'flex',
  flexDirection: 'column',
  flexGrow: 1,
  gap: vars.space.lg,
});

export const day = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const dayLabel = style({
  alignSelf: 'center',
  margin: 0,
  paddingBlock: vars.space.xxs,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surface,
  border: `${vars.border.thin} solid ${vars.color.border}`,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.textMuted,
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const message = recipe({
  base: {
    display: 'flex',
    alignItems: 'flex-end',
    gap: vars.space.sm,
    maxWidth: 'min(36rem, 85%)',
  },
  variants: {
    mine: {
      true: { alignSelf: 'flex-end', flexDirection: 'row-reverse' },
      false: {},
    },
  },
  defaultVariants: { mine: false },
});

/** The bubble and its time line: someone else's, mine, or mine that failed to send. */
export const bubble = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xxs,
    minWidth: 0,
    paddingBlock: vars.space.sm,
    paddingInline: vars.space.md,
    borderRadius: vars.radius.lg,
    backgroundColor: vars.color.surface,
    border: `${vars.border.thin} solid ${vars.color.border}`,
    color: vars.color.text,
  },
  variants: {
    look: {
      theirs: {},
      mine: {
        backgroundColor: vars.color.primary,
        borderColor: vars.color.primary,
        color: vars.color.textOnAccent,
      },
      // A failed message of mine: back on the surface, edged in the danger colour.
      failed: { borderColor: vars.color.danger },
    },
  },
  defaultVariants: { look: 'theirs' },
});

export const sender = style({
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
});

export const body = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});

export const meta = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'flex-end',
    gap: vars.space.xs,
    fontSize: vars.fontSize.xs,
  },
  variants: {
    look: {
      theirs: {},
      mine: {},
      failed: { color: vars.color.danger },
    },
  },
  defaultVariants: { look: 'theirs' },
});

export const marker = style({
  display: 'inline-flex',
  width: vars.fontSize.sm,
  height: vars.fontSize.sm,
});

export const markerIcon = style({ width: '100%', height: '100%' });

export const empty = style({ margin: 'auto' });
