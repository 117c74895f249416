import type { KitMessageKey } from '../../locales/en';

/** The colour themes a user can choose; `system` follows the device's light or dark setting. */
export const profileMenuThemes = ['light', 'dark', 'system'] as const;

export type ProfileMenuThemeChoice = (typeof profileMenuThemes)[number];

/** The catalogue entry of each choice's text, unless the app gives its own. */
export const themeLabelKeys = {
  light: 'profile.themeLight',
  dark: 'profile.themeDark',
  system: 'profile.themeSystem',
} as const satisfies Record<ProfileMenuThemeChoice, KitMessageKey>;
