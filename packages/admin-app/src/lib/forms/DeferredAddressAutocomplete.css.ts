import { style } from '@vanilla-extract/css';
import { vars } from '@packlight/ui/theme';

// The kit AddressAutocomplete's own layout (address over its coordinates' line), so the plain
// field it starts as takes the same room and nothing moves when the real one replaces it.

export const wrapper = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
});
