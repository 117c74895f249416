import { style } from '@vanilla-extract/css';
import { vars } from '@packlight/ui/theme';

export const page = style({ display: 'grid', gap: vars.space.lg, minWidth: 0 });

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  marginBottom: vars.space.md,
});

export const search = style({ flex: '1 1 16rem', maxWidth: '24rem' });

export const panel = style({ paddingTop: vars.space.md, minWidth: 0 });

export const pagination = style({ marginTop: vars.space.md });

/** Keeps an order id such as #ORD-672 on one line. */
export const nowrap = style({ whiteSpace: 'nowrap' });
