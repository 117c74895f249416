import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../private/focus-ring.css';

export const checkbox = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
  cursor: 'pointer',
});

// Centre the box on the first line of a label that may wrap.
const firstLineOffset = `calc((1em * ${vars.lineHeight.normal} - ${vars.size.icon}) / 2)`;

/**
 * The native input, with its own drawing turned off (`appearance: none`) and laid exactly over
 * the kit's box: it keeps the platform's keyboard, form and accessibility behaviour, and a touch
 * on the box lands on it.
 */
export const input = style({
  position: 'absolute',
  insetBlockStart: 0,
  insetInlineStart: 0,
  width: vars.size.icon,
  height: vars.size.icon,
  margin: 0,
  marginBlockStart: firstLineOffset,
  appearance: 'none',
  background: 'none',
  border: 'none',
  outline: 'none',
  cursor: 'inherit',
});

/** The states of `input`, drawn on the box that follows it. */
const whenInput = (state: string) => `${input}${state} + &`;

export const box = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: vars.size.icon,
  height: vars.size.icon,
  marginBlockStart: firstLineOffset,
  backgroundColor: vars.color.surface,
  border: `${vars.border.thick} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  color: vars.color.textOnAccent,
  transition: `background-color ${vars.duration.fast}, border-color ${vars.duration.fast}`,
  pointerEvents: 'none',
  selectors: {
    [`${checkbox}:hover &`]: { borderColor: vars.color.text },
    [`${whenInput(':checked')}, ${whenInput(':indeterminate')}`]: {
      backgroundColor: vars.color.primary,
      borderColor: vars.color.primary,
    },
    [`${checkbox}:active ${input}:checked + &`]: {
      backgroundColor: vars.color.primaryPressed,
      borderColor: vars.color.primaryPressed,
    },
    [whenInput(':focus-visible')]: focusRing,
    [whenInput('[aria-invalid]')]: { borderColor: vars.color.danger },
    [whenInput('[aria-invalid]:checked')]: {
      backgroundColor: vars.color.danger,
      borderColor: vars.color.danger,
    },
    [whenInput(':disabled')]: {
      backgroundColor: vars.color.surfaceSubtle,
      borderColor: vars.color.border,
      color: vars.color.textMuted,
    },
  },
});

/** A disabled box's label reads as unavailable. */
export const disabled = style({
  color: vars.color.textMuted,
  cursor: 'not-allowed',
});

export const check = style({
  width: '100%',
  height: '100%',
  visibility: 'hidden',
  selectors: {
    [`${input}:checked + ${box} &, ${input}:indeterminate + ${box} &`]: { visibility: 'visible' },
  },
});
