import { fallbackVar, keyframes, style, type StyleRule } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { toneColours, type Tone } from '../../theme/tones';
import { appHeaderBottom, pageActionsBottom } from '../private/app-header.css';
import { focusRing } from '../private/focus-ring.css';

export const toastTones = ['success', 'danger', 'info'] as const satisfies readonly Tone[];

type ToastTone = (typeof toastTones)[number];

/** A recipe variant per toast tone, from the tone's colour. */
const byTone = (rule: (colour: string) => StyleRule) =>
  Object.fromEntries(toastTones.map((tone) => [tone, rule(toneColours[tone])])) as Record<
    ToastTone,
    StyleRule
  >;

const slideIn = keyframes({ from: { opacity: 0, transform: 'translateX(1rem)' } });
// Right to left the toasts sit at the left edge: they come in from the left.
const slideInRtl = keyframes({ from: { opacity: 0, transform: 'translateX(-1rem)' } });

export const region = style({
  position: 'fixed',
  // Top-right (docs/product/part-1.md §9), but under the shell's sticky header when there is
  // one, so a toast never covers the bell or the profile menu, and under a page header's
  // actions while they are on screen; the corner on sign-in.
  insetBlockStart: `max(${vars.space.lg}, calc(${fallbackVar(appHeaderBottom, '0px')} + ${vars.space.sm}), calc(${fallbackVar(pageActionsBottom, '0px')} + ${vars.space.sm}))`,
  insetInlineEnd: vars.space.lg,
  // Above modal dialogs (100): a toast confirming a dialog's action must not hide behind it.
  zIndex: 200,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  width: `min(24rem, calc(100vw - 2 * ${vars.space.lg}))`,
  margin: 0,
  padding: 0,
  borderRadius: vars.radius.md,
  outline: 'none',
  selectors: {
    // F6 (landmark navigation) and Tab from the page can land on the region itself.
    '&[data-focus-visible]': focusRing,
  },
});

export const toast = recipe({
  base: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.sm,
    paddingBlock: vars.space.md,
    paddingInlineStart: vars.space.md,
    paddingInlineEnd: vars.space.xs,
    backgroundColor: vars.color.surface,
    color: vars.color.text,
    border: `${vars.border.thin} solid ${vars.color.border}`,
    // A thick edge in the tone's colour; the icon's shape says the same without colour.
    borderInlineStartWidth: '4px',
    borderRadius: vars.radius.md,
    boxShadow: vars.shadow.lg,
    fontFamily: vars.font.body,
    fontSize: vars.fontSize.sm,
    lineHeight: vars.lineHeight.normal,
    outline: 'none',
    animation: `${slideIn} ${vars.duration.fast} ease-out`,
    selectors: {
      '&[data-focus-visible]': focusRing,
    },
    '@media': {
      '(prefers-reduced-motion: reduce)': { animation: 'none' },
      '(prefers-reduced-motion: no-preference)': {
        selectors: { '&:dir(rtl)': { animationName: slideInRtl } },
      },
    },
  },
  variants: {
    tone: byTone((colour) => ({ borderInlineStartColor: colour })),
  },
});

export const icon = recipe({
  base: {
    display: 'inline-flex',
    paddingBlockStart: vars.space.xxs,
  },
  variants: {
    tone: byTone((colour) => ({ color: colour })),
  },
});

export const content = style({
  flex: 1,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  paddingBlockStart: vars.space.xxs,
  overflowWrap: 'anywhere',
});

export const title = style({
  fontWeight: vars.fontWeight.semibold,
});

export const description = style({
  color: vars.color.textMuted,
});

export const close = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: vars.size.controlSm,
  height: vars.size.controlSm,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.hover, color: vars.color.text },
    '&[data-pressed]': { backgroundColor: vars.color.pressed },
    '&[data-focus-visible]': { ...focusRing, outlineOffset: 0 },
  },
});
