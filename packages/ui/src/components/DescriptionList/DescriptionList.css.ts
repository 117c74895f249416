import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  minWidth: 0,
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minWidth: 0,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const list = style({
  display: 'grid',
  // Label column sized to its content up to a third; stacks when there is no room.
  gridTemplateColumns: 'minmax(8rem, max-content) minmax(0, 1fr)',
  columnGap: vars.space.lg,
  rowGap: vars.space.sm,
  margin: 0,
  '@container': {
    '(max-width: 24rem)': { gridTemplateColumns: 'minmax(0, 1fr)', rowGap: vars.space.xxs },
  },
});

/** Holds the list, so it can stack by its own width wherever it is placed. */
export const container = style({ containerType: 'inline-size' });

export const term = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  lineHeight: vars.lineHeight.normal,
  overflowWrap: 'anywhere',
});

export const detail = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.normal,
  overflowWrap: 'anywhere',
  selectors: {
    '&[data-empty]': { color: vars.color.textMuted, fontWeight: vars.fontWeight.regular },
  },
});
