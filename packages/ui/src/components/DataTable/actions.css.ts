import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../private/focus-ring.css';
import { narrow } from './table.css';

/** The row menu's "⋮" trigger: React Aria's Button in the kit's quiet icon-button look. */
export const menuTrigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.controlSm,
  height: vars.size.controlSm,
  margin: 0,
  padding: 0,
  verticalAlign: 'middle',
  border: `${vars.border.thin} solid transparent`,
  borderRadius: vars.radius.md,
  backgroundColor: 'transparent',
  color: vars.color.primary,
  cursor: 'pointer',
  outline: 'none',
  transition: `background-color ${vars.duration.fast}`,
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.hover },
    '&[data-pressed], &[aria-expanded="true"]': { backgroundColor: vars.color.pressed },
    '&[data-focus-visible]': focusRing,
  },
});

/** A row's primary button, before its menu. */
export const primaryAction = style({
  verticalAlign: 'middle',
  marginInlineEnd: vars.space.xs,
});

/**
 * The actions cell of a row with a primary button. On a card the cell gives way to its two
 * controls: the menu stays on the title line, the button takes the card's last line, so the title
 * keeps its room.
 */
export const actionsWithPrimary = style({
  '@container': { [narrow]: { display: 'contents' } },
});

globalStyle(`${actionsWithPrimary} > ${menuTrigger}`, {
  '@container': { [narrow]: { gridRow: 1, justifySelf: 'end' } },
});

globalStyle(`${actionsWithPrimary} > ${primaryAction}`, {
  '@container': {
    [narrow]: {
      gridColumn: 'title / -1',
      justifySelf: 'end',
      marginInlineEnd: 0,
      marginBlockStart: vars.space.xs,
    },
  },
});
