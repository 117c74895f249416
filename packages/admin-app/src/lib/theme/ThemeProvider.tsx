import { createContext, useContext, type ReactNode } from 'react';
import type { Theme, ThemePreference } from './theme-preference.ts';
import { useTheme } from './use-theme.ts';

interface ThemeChoice {
  /** What the person chose. */
  preference: ThemePreference;
  /** What is shown: the choice, or the system's when the choice is 'system'. */
  theme: Theme;
  choose: (preference: ThemePreference) => void;
}

const ThemeContext = createContext<ThemeChoice | null>(null);

/** Keeps the page in the chosen theme; the profile menu and Settings change it. */
export function ThemeProvider({ children }: { children: ReactNode }) {
  return <ThemeContext.Provider value={useTheme()}>{children}</ThemeContext.Provider>;
}

export function useThemeChoice(): ThemeChoice {
  const choice = useContext(ThemeContext);
  if (!choice) throw new Error('useThemeChoice needs a ThemeProvider above it.');
  return choice;
}
