import { style } from '@vanilla-extract/css';
import { vars } from '@packlight/ui/theme';

export const page = style({ display: 'grid', gap: vars.space.lg, minWidth: 0 });

export const panel = style({ paddingTop: vars.space.md, minWidth: 0 });

export const productCell = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minWidth: 0,
});

/** A product's name keeps to one line, cut with an ellipsis, whole in its title (D63). */
export const productName = style({
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: 1,
  overflow: 'hidden',
  wordBreak: 'break-all',
});

export const productImage = style({
  width: '2.5rem',
  height: '2.5rem',
  flex: 'none',
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceSubtle,
});

export const dialogLead = style({ margin: 0, color: vars.color.textMuted });
