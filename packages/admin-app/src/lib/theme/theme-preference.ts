/** What a person chose: a fixed theme, or whatever the system prefers. */
export type ThemePreference = 'light' | 'dark' | 'system';
export type Theme = 'light' | 'dark';

export const themePreferences: readonly ThemePreference[] = ['light', 'dark', 'system'];

/**
 * Where the choice is kept. index.html reads the same key before the app loads, so the first
 * paint already has the right background (no flash of the wrong theme).
 */
export const themeStorageKey = 'packlight.theme';

export const systemDarkQuery = '(prefers-color-scheme: dark)';

/** The stored choice; anything unknown (or no storage at all) means 'system'. */
export function readThemePreference(
  storage: Pick<Storage, 'getItem'> | undefined,
): ThemePreference {
  try {
    const stored = storage?.getItem(themeStorageKey);
    return themePreferences.find((preference) => preference === stored) ?? 'system';
  } catch {
    return 'system';
  }
}

/** The theme to show for a choice, given whether the system prefers dark. */
export function resolveTheme(preference: ThemePreference, systemPrefersDark: boolean): Theme {
  if (preference === 'system') return systemPrefersDark ? 'dark' : 'light';
  return preference;
}
