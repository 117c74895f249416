import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../private/focus-ring.css';

/** The unread count, over the bell's top right corner. */
export const badge = style({
  position: 'absolute',
  top: vars.space.xxs,
  insetInlineEnd: vars.space.xxs,
  minWidth: '1.125rem',
  height: '1.125rem',
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.danger,
  color: vars.color.textOnAccent,
  // Separates the badge from the bell and whatever is behind it.
  boxShadow: `0 0 0 ${vars.border.thick} ${vars.color.surface}`,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  lineHeight: '1.125rem',
  textAlign: 'center',
  fontVariantNumeric: 'tabular-nums',
  pointerEvents: 'none',
});

export const popover = style({
  width: 'min(24rem, calc(100vw - 2rem))',
  maxHeight: 'min(32rem, var(--visual-viewport-height, 100vh))',
  display: 'flex',
  flexDirection: 'column',
  overflow: 'hidden',
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  border: `${vars.border.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.lg,
  fontFamily: vars.font.body,
  outline: 'none',
});

export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: 0,
  // The bound itself: React Aria sets the popover's max-height inline to the room on screen,
  // which overrides the popover's own and let a long list run down a tall window.
  maxHeight: '32rem',
  outline: 'none',
});

// NotificationList

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: 0,
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.lg,
  borderBottom: `${vars.border.thin} solid ${vars.color.border}`,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
});

export const items = style({
  margin: 0,
  padding: vars.space.xs,
  listStyle: 'none',
  overflowY: 'auto',
  minHeight: 0,
});

export const item = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  width: '100%',
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  textAlign: 'start',
  textDecoration: 'none',
  cursor: 'pointer',
  outline: 'none',
  overflowWrap: 'anywhere',
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.hover },
    '&[data-pressed]': { backgroundColor: vars.color.pressed },
    '&[data-focus-visible]': { ...focusRing, outlineOffset: `calc(${vars.border.thick} * -1)` },
  },
});

export const itemTitle = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
});

export const itemMessage = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const itemTime = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
});

export const state = style({ padding: vars.space.lg });

/** Under the scrolling list, always in view. */
export const footer = style({
  flexShrink: 0,
  padding: vars.space.xs,
  borderBlockStart: `${vars.border.thin} solid ${vars.color.border}`,
});

export const seeAll = style({
  display: 'block',
  paddingBlock: vars.space.sm,
  borderRadius: vars.radius.sm,
  color: vars.color.primary,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  textAlign: 'center',
  textDecoration: 'none',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.hover },
    '&[data-focus-visible]': focusRing,
  },
});
