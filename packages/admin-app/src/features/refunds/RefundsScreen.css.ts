import { style } from '@vanilla-extract/css';
import { vars } from '@packlight/ui/theme';

export const page = style({ display: 'grid', gap: vars.space.lg, minWidth: 0 });
