import { style } from '@vanilla-extract/css';
import { vars } from '@packlight/ui/theme';

export const page = style({ display: 'grid', gap: vars.space.lg, minWidth: 0 });

export const date = style({ display: 'grid', gap: vars.space.xxs, whiteSpace: 'nowrap' });

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
