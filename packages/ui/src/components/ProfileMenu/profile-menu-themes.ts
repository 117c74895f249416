/** The colour themes a user can choose; `system` follows the device's light or dark setting. */
export const profileMenuThemes = ['light', 'dark', 'system'] as const;

export type ProfileMenuThemeChoice = (typeof profileMenuThemes)[number];

/** The choices' text unless the app gives its own. */
export const defaultThemeLabels: Record<ProfileMenuThemeChoice, string> = {
  light: 'Light',
  dark: 'Dark',
  system: 'System',
};
