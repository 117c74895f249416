import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const dropZone = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.lg,
  padding: vars.space.lg,
  backgroundColor: vars.color.surface,
  border: `${vars.border.thick} dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.lg,
  transition: `background-color ${vars.duration.fast}, border-color ${vars.duration.fast}`,
  selectors: {
    '&[data-drop-target]': {
      borderColor: vars.color.primary,
      backgroundColor: vars.color.hover,
    },
    '&[data-invalid]': { borderColor: vars.color.danger },
    '&[data-disabled]': {
      backgroundColor: vars.color.surfaceSubtle,
      borderColor: vars.color.border,
      color: vars.color.textMuted,
    },
  },
});

export const preview = style({
  flexShrink: 0,
  width: '6rem',
  height: '6rem',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  overflow: 'hidden',
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceSubtle,
  color: vars.color.textMuted,
});

export const image = style({
  width: '100%',
  height: '100%',
  objectFit: 'cover',
});

export const placeholderIcon = style({
  width: '2.5rem',
  height: '2.5rem',
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  minWidth: 0,
});

export const hint = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
});
