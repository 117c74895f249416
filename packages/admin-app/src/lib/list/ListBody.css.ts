import { style } from '@vanilla-extract/css';
import { vars } from '@packlight/ui/theme';

// Scrolled to, the table's top stops below the app shell's sticky header (a large control and
// its padding) with a little air, instead of under it.
export const body = style({
  scrollMarginTop: `calc(${vars.size.controlLg} + ${vars.space.lg} + ${vars.space.md})`,
});

export const pending = style({
  display: 'flex',
  justifyContent: 'center',
  paddingBlock: vars.space.sm,
});
