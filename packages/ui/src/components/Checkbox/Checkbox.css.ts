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
  selectors: {
    // A disabled box's label reads as unavailable.
    '&[data-disabled]': { color: vars.color.textMuted, cursor: 'not-allowed' },
  },
});

// Centre the box on the first line of a label that may wrap.
const firstLineOffset = `calc((1em * ${vars.lineHeight.normal} - ${vars.size.icon}) / 2)`;

/** The states of the checkbox (React Aria's attributes on its label), drawn on the box. */
const when = (state: string) => `${checkbox}${state} &`;

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
    [when('[data-hovered]')]: { borderColor: vars.color.text },
    [`${when('[data-selected]')}, ${when('[data-indeterminate]')}`]: {
      backgroundColor: vars.color.primary,
      borderColor: vars.color.primary,
    },
    [when('[data-pressed][data-selected]')]: {
      backgroundColor: vars.color.primaryPressed,
      borderColor: vars.color.primaryPressed,
    },
    [when('[data-focus-visible]')]: focusRing,
    [when('[data-invalid]')]: { borderColor: vars.color.danger },
    [when('[data-invalid][data-selected]')]: {
      backgroundColor: vars.color.danger,
      borderColor: vars.color.danger,
    },
    [when('[data-disabled]')]: {
      backgroundColor: vars.color.surfaceSubtle,
      borderColor: vars.color.border,
      color: vars.color.textMuted,
    },
  },
});

export const check = style({
  width: '100%',
  height: '100%',
  visibility: 'hidden',
  selectors: {
    [`${checkbox}[data-selected] &, ${checkbox}[data-indeterminate] &`]: { visibility: 'visible' },
  },
});
