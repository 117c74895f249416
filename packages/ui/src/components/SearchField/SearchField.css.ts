import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { inFieldButton } from '../private/in-field-button.css';
import { field } from '../private/field/FieldParts.css';

export const searchIcon = style({
  display: 'inline-flex',
  flexShrink: 0,
  marginInlineStart: vars.space.md,
  color: vars.color.textMuted,
});

export const input = style({
  paddingInlineStart: vars.space.sm,
  selectors: {
    // The kit draws its own clear button.
    '&::-webkit-search-cancel-button': { appearance: 'none' },
    '&::-webkit-search-decoration': { appearance: 'none' },
  },
});

export const clear = style([
  inFieldButton,
  {
    selectors: {
      // Nothing to clear: hidden, so it takes no click and no space.
      [`${field}[data-empty] &`]: { display: 'none' },
    },
  },
]);
