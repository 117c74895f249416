import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { control } from '../private/field/FieldParts.css';
import { focusRing } from '../private/focus-ring.css';

/** The bordered box holding the hour, minute and AM/PM segments. */
export const input = style([
  control,
  {
    display: 'inline-flex',
    width: 'fit-content',
    minWidth: '8rem',
    paddingBlock: vars.space.sm,
    paddingInline: vars.space.md,
    fontSize: vars.fontSize.md,
    lineHeight: vars.lineHeight.tight,
    fontVariantNumeric: 'tabular-nums',
    whiteSpace: 'nowrap',
    selectors: {
      // The segments ring themselves; the box shows where typing goes.
      '&[data-focus-within]': focusRing,
    },
  },
]);
