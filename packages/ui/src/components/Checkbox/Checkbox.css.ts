import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../private/focus-ring.css';

export const checkbox = style({
  display: 'inline-flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&[data-disabled]': { color: vars.color.textMuted, cursor: 'not-allowed' },
  },
});

export const box = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: vars.size.icon,
  height: vars.size.icon,
  // Centre the box on the first line of a label that may wrap.
  marginBlockStart: `calc((1em * ${vars.lineHeight.normal} - ${vars.size.icon}) / 2)`,
  backgroundColor: vars.color.surface,
  border: `${vars.border.thick} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  color: vars.color.textOnAccent,
  transition: `background-color ${vars.duration.fast}, border-color ${vars.duration.fast}`,
  selectors: {
    [`${checkbox}[data-hovered] &`]: { borderColor: vars.color.text },
    [`${checkbox}[data-selected] &`]: {
      backgroundColor: vars.color.primary,
      borderColor: vars.color.primary,
    },
    [`${checkbox}[data-pressed][data-selected] &`]: {
      backgroundColor: vars.color.primaryPressed,
      borderColor: vars.color.primaryPressed,
    },
    [`${checkbox}[data-focus-visible] &`]: focusRing,
    [`${checkbox}[data-invalid] &`]: { borderColor: vars.color.danger },
    [`${checkbox}[data-invalid][data-selected] &`]: {
      backgroundColor: vars.color.danger,
      borderColor: vars.color.danger,
    },
    [`${checkbox}[data-disabled] &`]: {
      backgroundColor: vars.color.surfaceSubtle,
      borderColor: vars.color.border,
      color: vars.color.textMuted,
    },
  },
});

export const check = style({
  width: '100%',
  height: '100%',
});
