import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { appHeaderHeight } from '../private/app-header.css';
import { focusRing } from '../private/focus-ring.css';

/**
 * Width from which the sidebar sits beside the page instead of sliding over it. Container
 * queries (on the shell's own width), so the shell adapts wherever it is mounted; a breakpoint
 * is a layout constant, not a theme token.
 */
const wide = '(min-width: 64rem)';

export const root = style({
  containerType: 'inline-size',
  minHeight: '100dvh',
  backgroundColor: vars.color.surfaceSubtle,
  color: vars.color.text,
  fontFamily: vars.font.body,
});

export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  minHeight: '100dvh',
  '@container': {
    [wide]: { gridTemplateColumns: '16rem minmax(0, 1fr)' },
  },
});

export const skipLink = style({
  position: 'absolute',
  insetInlineStart: vars.space.sm,
  top: vars.space.sm,
  zIndex: 200,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.lg,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.primary,
  color: vars.color.textOnAccent,
  fontWeight: vars.fontWeight.semibold,
  textDecoration: 'none',
  // Off screen until focused: the first Tab stop of the page.
  transform: 'translateY(-200%)',
  selectors: {
    '&:focus': { transform: 'none', ...focusRing },
  },
});

/** The sidebar beside the page (wide screens only). */
export const sidebar = style({
  display: 'none',
  position: 'sticky',
  top: 0,
  height: '100dvh',
  overflowY: 'auto',
  backgroundColor: vars.color.surface,
  borderInlineEnd: `${vars.border.thin} solid ${vars.color.border}`,
  '@container': {
    [wide]: { display: 'flex', flexDirection: 'column' },
  },
});

export const brand = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: `calc(${vars.size.controlLg} + ${vars.space.lg})`,
  paddingInline: vars.space.lg,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
});

/** The groups of entries, under the brand inside the navigation landmark. */
export const navGroups = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: vars.space.md,
});

export const groupTitle = style({
  margin: 0,
  paddingInline: vars.space.sm,
  paddingBlockEnd: vars.space.xs,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
  color: vars.color.textMuted,
});

export const groupList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const navItem = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  width: '100%',
  minHeight: vars.size.controlMd,
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  textAlign: 'start',
  textDecoration: 'none',
  cursor: 'pointer',
  outline: 'none',
  overflowWrap: 'anywhere',
  selectors: {
    '&:hover, &[data-hovered]': { backgroundColor: vars.color.hover },
    '&[data-pressed]': { backgroundColor: vars.color.pressed },
    '&[data-focus-visible], &:not([data-rac]):focus-visible': focusRing,
    // The current page: filled, and bold too, so it is not told by colour alone.
    '&[aria-current="page"]': {
      backgroundColor: vars.color.primary,
      color: vars.color.textOnAccent,
      fontWeight: vars.fontWeight.semibold,
    },
  },
});

export const navIcon = style({
  display: 'inline-flex',
  flexShrink: 0,
});

export const column = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
});

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: 10,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: appHeaderHeight,
  paddingInline: vars.space.lg,
  backgroundColor: vars.color.surface,
  borderBlockEnd: `${vars.border.thin} solid ${vars.color.border}`,
});

/** Only where the sidebar slides over. */
export const menuButton = style({
  '@container': {
    [wide]: { display: 'none' },
  },
});

export const headerSearch = style({
  display: 'flex',
  flex: 1,
  minWidth: 0,
});

export const headerActions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  marginInlineStart: 'auto',
});

export const main = style({
  flex: 1,
  minWidth: 0,
  padding: vars.space.xl,
  outline: 'none',
});

const fadeIn = keyframes({ from: { opacity: 0 } });
const slideIn = keyframes({ from: { transform: 'translateX(-100%)' } });
// Right to left the drawer sits at the right edge, so it comes in from the right.
const slideInRtl = keyframes({ from: { transform: 'translateX(100%)' } });

export const backdrop = style({
  position: 'fixed',
  inset: 0,
  zIndex: 100,
  backgroundColor: vars.color.overlay,
  selectors: {
    '&[data-entering]': { animation: `${fadeIn} ${vars.duration.fast} ease-out` },
    '&[data-exiting]': { animation: `${fadeIn} ${vars.duration.fast} ease-in reverse` },
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      selectors: { '&[data-entering], &[data-exiting]': { animation: 'none' } },
    },
  },
});

export const slideOver = style({
  position: 'fixed',
  insetBlock: 0,
  insetInlineStart: 0,
  width: 'min(18rem, 85vw)',
  display: 'flex',
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.lg,
  outline: 'none',
  selectors: {
    '&[data-entering]': { animation: `${slideIn} ${vars.duration.fast} ease-out` },
    '&[data-exiting]': { animation: `${slideIn} ${vars.duration.fast} ease-in reverse` },
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      selectors: { '&[data-entering], &[data-exiting]': { animation: 'none' } },
    },
    '(prefers-reduced-motion: no-preference)': {
      selectors: {
        '&[data-entering]:dir(rtl), &[data-exiting]:dir(rtl)': { animationName: slideInRtl },
      },
    },
  },
});

export const slideOverDialog = style({
  display: 'flex',
  flexDirection: 'column',
  width: '100%',
  overflowY: 'auto',
  fontFamily: vars.font.body,
  outline: 'none',
});

export const slideOverHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  paddingInlineEnd: vars.space.sm,
});
