import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../private/focus-ring.css';

export const gallery = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minWidth: 0,
  fontFamily: vars.font.body,
  color: vars.color.text,
});

const mainBox = {
  display: 'block',
  width: '100%',
  aspectRatio: '1 / 1',
  padding: 0,
  overflow: 'hidden',
  borderRadius: vars.radius.md,
  border: `${vars.border.thin} solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceSubtle,
} as const;

export const main = style(mainBox);

/** The main image as a button that opens the full-size preview. */
export const mainButton = style({
  ...mainBox,
  cursor: 'zoom-in',
  outline: 'none',
  selectors: { '&[data-focus-visible]': focusRing },
});

export const mainImage = style({
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'contain',
});

export const thumbnails = style({
  display: 'flex',
  gap: vars.space.sm,
  overflowX: 'auto',
  padding: vars.space.xxs,
  outline: 'none',
});

export const thumbnail = style({
  flexShrink: 0,
  width: '4rem',
  height: '4rem',
  padding: 0,
  overflow: 'hidden',
  borderRadius: vars.radius.sm,
  border: `${vars.border.thick} solid transparent`,
  backgroundColor: vars.color.surfaceSubtle,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.borderStrong },
    '&[data-selected]': { borderColor: vars.color.primary },
    '&[data-focus-visible]': focusRing,
  },
});

export const thumbnailImage = style({
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'cover',
});

export const empty = style({
  borderRadius: vars.radius.md,
  border: `${vars.border.thin} dashed ${vars.color.border}`,
});
