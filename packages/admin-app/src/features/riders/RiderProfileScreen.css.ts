import { style } from '@vanilla-extract/css';
import { vars } from '@packlight/ui/theme';

/** Cards side by side where there is room, one column on a phone. */
export const cards = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 20rem), 1fr))',
  alignItems: 'start',
});

/** A card as wide as the whole grid (the documents need the room). */
export const wide = style({ gridColumn: '1 / -1' });

export const identity = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  marginBottom: vars.space.lg,
  minWidth: 0,
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

export const muted = style({ margin: 0, color: vars.color.textMuted, overflowWrap: 'anywhere' });

export const documents = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 10rem), 1fr))',
});

export const tabPanel = style({ paddingTop: vars.space.lg });
