import { style } from '@vanilla-extract/css';
import { vars } from '@packlight/ui/theme';

export const toolbar = style({ marginBottom: vars.space.md });

export const search = style({ maxWidth: '24rem' });

export const total = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const pagination = style({ marginTop: vars.space.md });
