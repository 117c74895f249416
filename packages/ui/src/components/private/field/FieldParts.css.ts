// The look every field of the kit shares: the wrapper, label, bordered box, input, description
// and error, and the segments of the date and time fields.
import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { toneColours } from '../../../theme/tones';
import { focusRing } from '../focus-ring.css';

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const label = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  selectors: {
    // A required field's label ends with a mark; the input's `required` already says it to
    // screen readers, so the mark has empty alternative text.
    '[data-required] &::after': {
      content: '" *" / ""',
      color: toneColours.danger,
    },
  },
});

/** The bordered box: the input itself, or a group holding the input and its buttons. */
export const control = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: vars.size.controlMd,
  backgroundColor: vars.color.surface,
  border: `${vars.border.thin} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  outline: 'none',
  transition: `border-color ${vars.duration.fast}`,
  selectors: {
    // Text entry shows where typing goes whatever moved focus there, so `focused`, not
    // `focus-visible`; a group rings only for its input, its buttons ring themselves.
    '&[data-focused], &:has(input[data-focused])': focusRing,
    '&[data-invalid]': { borderColor: vars.color.danger },
    // The border still reads as a field for sighted users; text stays AA (textMuted).
    '&[data-disabled]': {
      backgroundColor: vars.color.surfaceSubtle,
      borderColor: vars.color.border,
      color: vars.color.textMuted,
      cursor: 'not-allowed',
    },
  },
});

export const input = style({
  flex: 1,
  minWidth: 0,
  margin: 0,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.tight,
  color: 'inherit',
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&[data-disabled]': { cursor: 'not-allowed' },
  },
});

/** An input that draws its own box, as opposed to one inside a `control` group. */
export const standaloneInput = style([control, input]);

/** An input inside a `control` group, which draws the box and the focus ring. */
export const groupedInput = style([
  input,
  {
    border: 'none',
    background: 'transparent',
    outline: 'none',
    // Round the corners the group would otherwise clip, e.g. under autofill's background.
    borderRadius: vars.radius.md,
  },
]);

export const description = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const error = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.danger,
});

/** One segment (hour, minute, AM/PM, day...) of a date or time field. */
export const segment = style({
  paddingInline: vars.space.xxs,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  outline: 'none',
  caretColor: 'transparent',
  selectors: {
    '&[data-type="literal"]': { paddingInline: 0 },
    '&[data-placeholder]': { color: vars.color.textMuted },
    '&[data-focused]': { backgroundColor: vars.color.primary, color: vars.color.textOnAccent },
    '&[data-disabled]': { color: vars.color.textMuted },
  },
});
