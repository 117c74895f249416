import { style } from '@vanilla-extract/css';
import { vars } from '@packlight/ui/theme';

// A field placeholder follows the kit field's anatomy (label over a box) so the swap does not move
// the form. Heights are the kit fields' own at the default size, measured in Chromium.

/** One control row: DatePicker, MultiSelect. */
export const fieldHeight = vars.size.controlMd;

/** The WeekdayTimingEditor: seven day rows under its legend. */
export const timingHeight = '22.125rem';

export const placeholder = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  color: vars.color.text,
});

export const label = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
});
