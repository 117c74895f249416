import { style } from '@vanilla-extract/css';

// 'yesterday' or '4h ago' is one unit: a squeezed column must not break it mid-word.
export const date = style({ whiteSpace: 'nowrap' });
