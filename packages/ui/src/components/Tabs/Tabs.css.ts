import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../private/focus-ring.css';

export const tabs = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  fontFamily: vars.font.body,
  color: vars.color.text,
  selectors: {
    '&[data-orientation="vertical"]': { flexDirection: 'row' },
  },
});

/** Holds the row and the arrows that say more tabs lie past an edge. */
export const tabListFrame = style({
  position: 'relative',
  display: 'flex',
  minWidth: 0,
});

// The width of the fade at an edge with more tabs behind it.
const fade = '2.5rem';

export const tabList = style({
  flex: '1 1 auto',
  minWidth: 0,
  display: 'flex',
  gap: vars.space.xs,
  // Many tabs on a narrow screen scroll sideways instead of wrapping into a second row.
  overflowX: 'auto',
  borderBlockEnd: `${vars.border.thin} solid ${vars.color.border}`,
  // Scrolls by touch or by the arrow keys; a scrollbar would add height on desktop.
  scrollbarWidth: 'none',
  selectors: {
    [`${tabListFrame}[data-overflow-end] &`]: {
      maskImage: `linear-gradient(to left, transparent, black ${fade})`,
    },
    [`${tabListFrame}[data-overflow-start] &`]: {
      maskImage: `linear-gradient(to right, transparent, black ${fade})`,
    },
    [`${tabListFrame}[data-overflow-start][data-overflow-end] &`]: {
      maskImage: `linear-gradient(to right, transparent, black ${fade}, black calc(100% - ${fade}), transparent)`,
    },
    '&[data-orientation="vertical"]': {
      flexDirection: 'column',
      overflowX: 'visible',
      borderBlockEnd: 'none',
      borderInlineEnd: `${vars.border.thin} solid ${vars.color.border}`,
    },
  },
});

export const tab = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  flexShrink: 0,
  minHeight: vars.size.controlMd,
  paddingInline: vars.space.md,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.textMuted,
  whiteSpace: 'nowrap',
  borderRadius: `${vars.radius.sm} ${vars.radius.sm} 0 0`,
  cursor: 'pointer',
  outline: 'none',
  textDecoration: 'none',
  transition: `color ${vars.duration.fast}, background-color ${vars.duration.fast}`,
  selectors: {
    // The selected tab is marked by a bar and weight, not by colour alone.
    '&::after': {
      content: '""',
      position: 'absolute',
      insetInline: 0,
      insetBlockEnd: `calc(-1 * ${vars.border.thin})`,
      height: vars.border.thick,
      borderRadius: vars.radius.full,
      backgroundColor: 'transparent',
    },
    '&[data-hovered]': { color: vars.color.text, backgroundColor: vars.color.hover },
    '&[data-pressed]': { backgroundColor: vars.color.pressed },
    '&[data-selected]': { color: vars.color.text, fontWeight: vars.fontWeight.semibold },
    '&[data-selected]::after': { backgroundColor: vars.color.primary },
    '&[data-focus-visible]': { ...focusRing, outlineOffset: `calc(-1 * ${vars.border.thick})` },
    '&[data-disabled]': { color: vars.color.textMuted, cursor: 'not-allowed', opacity: 0.7 },
    '[data-orientation="vertical"] &': { borderRadius: `${vars.radius.sm} 0 0 ${vars.radius.sm}` },
    '[data-orientation="vertical"] &::after': {
      insetInline: 'auto',
      insetInlineEnd: `calc(-1 * ${vars.border.thin})`,
      insetBlock: 0,
      width: vars.border.thick,
      height: 'auto',
    },
  },
});

export const count = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '1.5em',
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.full,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.normal,
  fontVariantNumeric: 'tabular-nums',
  backgroundColor: vars.color.surfaceSubtle,
  color: vars.color.textMuted,
  selectors: {
    [`${tab}[data-selected] &`]: {
      backgroundColor: vars.color.primary,
      color: vars.color.textOnAccent,
    },
  },
});

export const tabPanel = style({
  outline: 'none',
  borderRadius: vars.radius.sm,
  selectors: {
    '&[data-focus-visible]': focusRing,
  },
});

const cue = style({
  position: 'absolute',
  insetBlock: 0,
  display: 'none',
  alignItems: 'center',
  paddingInline: vars.space.xs,
  color: vars.color.textMuted,
  cursor: 'pointer',
});

/** The arrow at the start edge, shown while tabs lie before it. */
export const cueStart = style([
  cue,
  {
    insetInlineStart: 0,
    selectors: { [`${tabListFrame}[data-overflow-start] &`]: { display: 'flex' } },
  },
]);

/** The arrow at the end edge, shown while tabs lie past it. */
export const cueEnd = style([
  cue,
  {
    insetInlineEnd: 0,
    selectors: { [`${tabListFrame}[data-overflow-end] &`]: { display: 'flex' } },
  },
]);
