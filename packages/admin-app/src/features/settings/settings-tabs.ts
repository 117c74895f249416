import type { Permission } from '@packlight/api-types';

/**
 * The settings tabs in order (docs/product/part-2.md §2); the first is the default. A tab with a
 * `permission` is shown only to roles that hold it (decisions.md D71): Team to those who manage
 * the team, Roles to owners.
 */
export const settingsTabs: readonly {
  readonly id: 'personal' | 'password' | '2fa' | 'team' | 'roles';
  readonly label: string;
  readonly permission?: Permission;
}[] = [
  { id: 'personal', label: 'Personal Information' },
  { id: 'password', label: 'Password' },
  { id: '2fa', label: '2FA Verification' },
  { id: 'team', label: 'Team', permission: 'team:manage' },
  { id: 'roles', label: 'Roles', permission: 'roles:manage' },
];

export type SettingsTab = (typeof settingsTabs)[number]['id'];

/** The tab the address names (`?tab=password`); anything else is the first tab. */
export function tabFromAddress(value: string | null): SettingsTab {
  return settingsTabs.find((tab) => tab.id === value?.toLowerCase())?.id ?? 'personal';
}
