import { style } from '@vanilla-extract/css';
import { vars } from '@packlight/ui/theme';

export const tile = style({
  margin: 0,
  display: 'grid',
  gap: vars.space.sm,
  alignContent: 'start',
  minWidth: 0,
});

export const label = style({ margin: 0, fontWeight: vars.fontWeight.medium });

const frame = {
  width: '100%',
  aspectRatio: '4 / 3',
  borderRadius: vars.radius.md,
  border: `${vars.border.thin} solid ${vars.color.border}`,
  background: vars.color.surfaceSubtle,
} as const;

/** The thumbnail is a button that opens the full-size preview. */
export const thumbButton = style({
  ...frame,
  padding: 0,
  overflow: 'hidden',
  cursor: 'zoom-in',
  ':focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
});

export const image = style({ display: 'block', width: '100%', height: '100%', objectFit: 'cover' });

/** Where there is no picture to show: not uploaded, or the file does not load. */
export const placeholder = style({
  ...frame,
  display: 'grid',
  placeItems: 'center',
  padding: vars.space.md,
  textAlign: 'center',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});
