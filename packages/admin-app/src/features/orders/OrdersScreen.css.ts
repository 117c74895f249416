import { style } from '@vanilla-extract/css';
import { vars } from '@packlight/ui/theme';

export const page = style({ display: 'grid', gap: vars.space.lg, minWidth: 0 });

export const panel = style({ paddingTop: vars.space.md, minWidth: 0 });

/** Keeps an order id such as #ORD-672 on one line. */
export const nowrap = style({ whiteSpace: 'nowrap' });
