import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  width: '100%',
  maxWidth: '32rem',
});

export const kbd = style({
  flexShrink: 0,
  marginInlineEnd: vars.space.sm,
  paddingInline: vars.space.xs,
  border: `${vars.border.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  whiteSpace: 'nowrap',
  selectors: {
    // Hidden while there is text: the clear button takes its place.
    '[data-has-value] &': { display: 'none' },
  },
  // A touch screen has no Ctrl or Cmd key to press.
  '@media': { '(pointer: coarse)': { display: 'none' } },
});

export const popover = style({
  width: 'var(--trigger-width)',
  minWidth: 'min(20rem, calc(100vw - 2rem))',
  maxWidth: 'calc(100vw - 2rem)',
  maxHeight: 'min(28rem, var(--visual-viewport-height, 100vh))',
});

export const section = style({
  selectors: {
    '& + &': {
      marginBlockStart: vars.space.xs,
      paddingBlockStart: vars.space.xs,
      borderBlockStart: `${vars.border.thin} solid ${vars.color.border}`,
    },
  },
});

export const sectionHeader = style({
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.textMuted,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});

export const itemText = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  flex: 1,
});

export const itemDescription = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
});

/** The 'No Record' line of an empty group: information, not a choice. */
export const noRecord = style({
  cursor: 'default',
  fontStyle: 'italic',
});

export const status = style({
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.sm,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const itemLabel = style({
  color: vars.color.text,
  fontWeight: vars.fontWeight.medium,
});

/** The part of a name that matches the query. */
export const match = style({
  backgroundColor: 'transparent',
  color: 'inherit',
  fontWeight: vars.fontWeight.bold,
});

/** A group's 'See all' option: an action in the accent colour. */
export const seeAll = style({
  color: vars.color.primary,
  fontWeight: vars.fontWeight.semibold,
});
