import { style } from '@vanilla-extract/css';

export const menuItemTones = ['neutral', 'danger'] as const;

export type MenuItemTone = (typeof menuItemTones)[number];

export const chevron = style({
  selectors: {
    '[aria-expanded="true"] &': { transform: 'rotate(180deg)' },
  },
});
