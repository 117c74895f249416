import { style } from '@vanilla-extract/css';
import type { Tone } from '../../theme/tones';

export const menuItemTones = ['neutral', 'danger'] as const satisfies readonly Tone[];

export type MenuItemTone = (typeof menuItemTones)[number];

export const chevron = style({
  selectors: {
    '[aria-expanded="true"] &': { transform: 'rotate(180deg)' },
  },
});
