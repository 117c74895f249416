import { style } from '@vanilla-extract/css';
import { vars } from '@packlight/ui/theme';

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const items = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid' });

export const item = style({
  display: 'grid',
  gridTemplateColumns: '3.5rem minmax(0, 1fr) auto',
  alignItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.sm} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: { '&:last-child': { borderBottom: 'none' } },
});

export const thumbButton = style({
  padding: 0,
  border: 0,
  background: 'none',
  borderRadius: vars.radius.md,
  cursor: 'zoom-in',
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const thumb = style({
  display: 'block',
  width: '3.5rem',
  height: '3.5rem',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSubtle,
});

export const itemText = style({ display: 'grid', gap: vars.space.xxs, minWidth: 0 });

export const itemName = style({ fontWeight: vars.fontWeight.medium, overflowWrap: 'anywhere' });

export const itemTotal = style({ fontWeight: vars.fontWeight.semibold, whiteSpace: 'nowrap' });
