import { style } from '@vanilla-extract/css';
import { vars } from '@packlight/ui/theme';

/** Two fields a row where there is room, one on a phone. */
export const fields = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 18rem), 1fr))',
  alignItems: 'start',
});

/** A field as wide as the whole grid (the address with its coordinates). */
export const wide = style({ gridColumn: '1 / -1' });
