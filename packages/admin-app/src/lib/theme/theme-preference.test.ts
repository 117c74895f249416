import { describe, expect, it } from 'vitest';
import { readThemePreference, resolveTheme, themeStorageKey } from './theme-preference.ts';

const storageWith = (value: string | null) => ({
  getItem: (key: string) => (key === themeStorageKey ? value : null),
});

describe('theme preference', () => {
  it('reads a stored choice, and anything else as system', () => {
    expect(readThemePreference(storageWith('dark'))).toBe('dark');
    expect(readThemePreference(storageWith('light'))).toBe('light');
    expect(readThemePreference(storageWith('purple'))).toBe('system');
    expect(readThemePreference(storageWith(null))).toBe('system');
    expect(readThemePreference(undefined)).toBe('system');
    const blocked = {
      getItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(readThemePreference(blocked)).toBe('system');
  });

  it('follows the system only when the choice is system', () => {
    expect(resolveTheme('system', true)).toBe('dark');
    expect(resolveTheme('system', false)).toBe('light');
    expect(resolveTheme('light', true)).toBe('light');
    expect(resolveTheme('dark', false)).toBe('dark');
  });
});
