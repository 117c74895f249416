import { style } from '@vanilla-extract/css';
import { vars } from '@packlight/ui/theme';

export const page = style({ display: 'grid', gap: vars.space.lg, minWidth: 0 });

export const panel = style({ paddingTop: vars.space.md, minWidth: 0 });

export const productCell = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minWidth: 0,
});

export const productImage = style({
  width: '2.5rem',
  height: '2.5rem',
  flex: 'none',
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceSubtle,
});

export const dialogLead = style({ margin: 0, color: vars.color.textMuted });

export const fieldLabel = style({ fontWeight: vars.fontWeight.medium });

/** The kit has no multi-line field yet; this one follows its field look. */
export const textarea = style({
  font: 'inherit',
  color: vars.color.text,
  background: vars.color.surface,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  padding: vars.space.sm,
  resize: 'vertical',
  minHeight: '6rem',
  ':focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '1px' },
});
