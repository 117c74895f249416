import { style } from '@vanilla-extract/css';

/** Centred in the shell's content area, like the not-found page: half the view, no scrolling. */
export const screen = style({
  display: 'grid',
  placeItems: 'center',
  minHeight: '50vh',
});
