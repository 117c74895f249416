import { style } from '@vanilla-extract/css';
import { vars } from '@packlight/ui/theme';

export const page = style({ display: 'grid', gap: vars.space.lg, minWidth: 0 });

/** Main column and a side column of cards; one column on a phone. */
export const layout = style({
  display: 'grid',
  gap: vars.space.lg,
  alignItems: 'start',
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': {
    'screen and (min-width: 64rem)': { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)' },
  },
});

export const column = style({ display: 'grid', gap: vars.space.lg, minWidth: 0 });
