import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { darkTheme, lightTheme } from '@packlight/ui/theme';
import {
  readThemePreference,
  resolveTheme,
  systemDarkQuery,
  themeStorageKey,
  type Theme,
  type ThemePreference,
} from './theme-preference.ts';

const themeClasses: Record<Theme, string> = { light: lightTheme, dark: darkTheme };

/**
 * Puts the theme's class on <html>, where portals (dialogs, menus) rendered outside #root get it
 * too, and says which it is in `data-theme` (what index.html's first-paint script also sets).
 */
export function applyTheme(theme: Theme): void {
  const root = document.documentElement;
  root.classList.remove(themeClasses.light, themeClasses.dark);
  root.classList.add(themeClasses[theme]);
  root.dataset.theme = theme;
}

function subscribeToSystem(onChange: () => void) {
  const query = window.matchMedia(systemDarkQuery);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

const systemPrefersDark = () => window.matchMedia(systemDarkQuery).matches;

/** Whatever storage allows; a browser that refuses storage still gets the theme for the visit. */
function storeChoice(preference: ThemePreference) {
  try {
    if (preference === 'system') localStorage.removeItem(themeStorageKey);
    else localStorage.setItem(themeStorageKey, preference);
  } catch {
    // Nothing to do: the choice holds until the page is closed.
  }
}

/**
 * The theme choice (light, dark or follow the system), remembered in this browser. Following the
 * system, a change of the system setting shows at once. Another tab's choice is taken over too.
 */
export function useTheme() {
  const [preference, setPreference] = useState<ThemePreference>(() =>
    readThemePreference(localStorage),
  );
  const prefersDark = useSyncExternalStore(subscribeToSystem, systemPrefersDark);
  const theme = resolveTheme(preference, prefersDark);

  useEffect(() => applyTheme(theme), [theme]);

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === themeStorageKey || event.key === null) {
        setPreference(readThemePreference(localStorage));
      }
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const choose = useCallback((next: ThemePreference) => {
    storeChoice(next);
    setPreference(next);
  }, []);

  return { preference, theme, choose };
}
