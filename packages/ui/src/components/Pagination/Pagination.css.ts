import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../private/focus-ring.css';

/**
 * Below this width of the pagination itself, the page numbers give way to 'Page 3 of 12' between
 * the arrows: the full row (Previous, first, three around the current, last, two gaps, Next)
 * needs up to 34rem with five-digit page numbers, and wrapping it left an ellipsis alone on a
 * line.
 */
const compact = '(max-width: 35.99rem)';

export const pagination = style({
  containerType: 'inline-size',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
});

export const pageSize = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const summary = style({
  margin: 0,
  color: vars.color.textMuted,
  // Keeps "Showing 1 to 10" from jumping sideways as the numbers change.
  fontVariantNumeric: 'tabular-nums',
});

export const pages = style({
  display: 'flex',
  // One line: the compact form takes over before it would wrap.
  flexWrap: 'nowrap',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const pageButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  minWidth: vars.size.controlSm,
  minHeight: vars.size.controlSm,
  margin: 0,
  paddingInline: vars.space.sm,
  backgroundColor: vars.color.surface,
  border: `${vars.border.thin} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontVariantNumeric: 'tabular-nums',
  lineHeight: vars.lineHeight.tight,
  cursor: 'pointer',
  outline: 'none',
  transition: `background-color ${vars.duration.fast}`,
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.hover },
    '&[data-pressed]': { backgroundColor: vars.color.pressed },
    '&[data-focus-visible]': focusRing,
    '&[aria-current="page"]': {
      backgroundColor: vars.color.primary,
      borderColor: vars.color.primary,
      color: vars.color.textOnAccent,
      fontWeight: vars.fontWeight.semibold,
    },
    '&[data-disabled]': {
      backgroundColor: vars.color.surfaceSubtle,
      borderColor: vars.color.border,
      color: vars.color.textMuted,
      cursor: 'not-allowed',
    },
  },
});

export const ellipsis = style({
  minWidth: vars.size.controlSm,
  textAlign: 'center',
  color: vars.color.textMuted,
});

/** A page number or a gap: only in the full form. */
export const pageItem = style({
  '@container': { [compact]: { display: 'none' } },
});

/** 'Page 3 of 12': only in the compact form. */
export const compactStatus = style({
  display: 'none',
  paddingInline: vars.space.sm,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
  '@container': { [compact]: { display: 'block' } },
});

/** 'Previous' and 'Next': the arrows alone in the compact form, the words still their names. */
export const stepLabel = style({
  '@container': {
    [compact]: {
      position: 'absolute',
      width: 1,
      height: 1,
      overflow: 'hidden',
      clipPath: 'inset(50%)',
      whiteSpace: 'nowrap',
    },
  },
});
