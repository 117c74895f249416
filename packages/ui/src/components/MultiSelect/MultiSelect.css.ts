import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { field as fieldBase, label as fieldLabel } from '../private/field/FieldParts.css';
import { focusRing } from '../private/focus-ring.css';

export const wrapper = style([fieldBase, { minWidth: 0 }]);

/**
 * The Select itself lays out through the wrapper (its tags sit outside it, as a collection of
 * their own): label and button first, then the tags, then description and error.
 */
export const field = style({ display: 'contents' });

// The Select's label is a span, not a label element: matched by its class, it stays on top.
globalStyle(`${field} > :not(label):not(${fieldLabel}):not(button)`, { order: 2 });

/** The button that opens the list; looks like the other fields' boxes. */
export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  width: '100%',
  minHeight: vars.size.controlMd,
  margin: 0,
  paddingInline: vars.space.md,
  backgroundColor: vars.color.surface,
  border: `${vars.border.thin} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.tight,
  textAlign: 'start',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.hover },
    '&[data-pressed]': { backgroundColor: vars.color.pressed },
    '&[data-focus-visible]': focusRing,
    [`${field}[data-invalid] &`]: { borderColor: vars.color.danger },
    '&[data-disabled]': {
      backgroundColor: vars.color.surfaceSubtle,
      borderColor: vars.color.border,
      color: vars.color.textMuted,
      cursor: 'not-allowed',
    },
  },
});

export const value = style({
  flex: 1,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: { '&[data-placeholder]': { color: vars.color.textMuted } },
});

export const chevron = style({ color: vars.color.textMuted });

export const tags = style({ order: 1 });

export const tagList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  outline: 'none',
  selectors: { '&:empty': { display: 'none' } },
});

export const tag = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  paddingInlineStart: vars.space.sm,
  paddingInlineEnd: vars.space.xxs,
  minHeight: vars.size.controlSm,
  borderRadius: vars.radius.full,
  border: `${vars.border.thin} solid ${vars.color.borderStrong}`,
  backgroundColor: vars.color.surfaceSubtle,
  fontSize: vars.fontSize.sm,
  outline: 'none',
  cursor: 'default',
  selectors: {
    '&[data-focus-visible]': focusRing,
    '&[data-disabled]': { color: vars.color.textMuted },
  },
});

export const remove = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '1.5rem',
  height: '1.5rem',
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.full,
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

export const removeIcon = style({ width: '0.875rem', height: '0.875rem' });
