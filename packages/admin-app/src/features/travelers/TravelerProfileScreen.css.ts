import { style } from '@vanilla-extract/css';
import { vars } from '@packlight/ui/theme';

export const page = style({ display: 'grid', gap: vars.space.lg, minWidth: 0 });

export const addresses = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fit, minmax(18rem, 1fr))',
});

export const identity = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  marginBottom: vars.space.lg,
});

/** The photo is a button that opens the full-size preview; it looks like the picture only. */
export const photoButton = style({
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.full,
  background: 'none',
  cursor: 'zoom-in',
  ':focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
});

export const name = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  flexWrap: 'wrap',
});

export const email = style({ margin: 0, color: vars.color.textMuted, overflowWrap: 'anywhere' });
