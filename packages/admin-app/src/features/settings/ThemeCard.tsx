import { Card, Select } from '@packlight/ui';
import { useThemeChoice } from '../../lib/theme/ThemeProvider.tsx';
import type { ThemePreference } from '../../lib/theme/theme-preference.ts';
import * as styles from './SettingsScreen.css.ts';

/** The same three choices, in the same words, as the header's profile menu. */
const themeOptions: { id: ThemePreference; label: string }[] = [
  { id: 'light', label: 'Light' },
  { id: 'dark', label: 'Dark' },
  { id: 'system', label: 'System' },
];

/**
 * Appearance: light, dark or the system's theme (docs/product/decisions.md D34). It applies at
 * once and is remembered in this browser, like the choice in the profile menu: both change the
 * one preference.
 */
export function ThemeCard() {
  const { preference, choose } = useThemeChoice();
  return (
    <Card as="section" title="Appearance">
      <Select
        label="Theme"
        description="System follows your device's light or dark setting."
        options={themeOptions}
        value={preference}
        onChange={(key) => choose(key as ThemePreference)}
        className={styles.themeSelect}
      />
    </Card>
  );
}
