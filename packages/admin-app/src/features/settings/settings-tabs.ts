/** The settings tabs in order (docs/product/part-2.md §2); the first is the default. */
export const settingsTabs = [
  { id: 'personal', label: 'Personal Information' },
  { id: 'password', label: 'Password' },
  { id: '2fa', label: '2FA Verification' },
  { id: 'team', label: 'Team' },
] as const;

export type SettingsTab = (typeof settingsTabs)[number]['id'];

/** The tab the address names (`?tab=password`); anything else is the first tab. */
export function tabFromAddress(value: string | null): SettingsTab {
  return settingsTabs.find((tab) => tab.id === value?.toLowerCase())?.id ?? 'personal';
}
