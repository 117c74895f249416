import { style } from '@vanilla-extract/css';
import { vars } from '@packlight/ui/theme';

// The kit has no multi-line text field yet; this one follows the look of its TextField.

export const field = style({ display: 'grid', gap: vars.space.xs });

export const label = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
});

export const input = style({
  minHeight: '7rem',
  resize: 'vertical',
  padding: vars.space.sm,
  font: 'inherit',
  color: vars.color.text,
  background: vars.color.surface,
  border: `${vars.border.thin} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  ':focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '1px' },
  selectors: { '&[aria-invalid="true"]': { borderColor: vars.color.danger } },
});

export const error = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.danger });
