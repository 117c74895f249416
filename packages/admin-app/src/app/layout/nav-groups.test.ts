import { describe, expect, it, vi } from 'vitest';
import { builtInRoles, permissions, type BuiltInRoleKey } from '@packlight/api-types';
import { paletteScreens, shellNavGroups } from './nav-groups.ts';

const everything = new Set(permissions);
const roleGrants = (key: BuiltInRoleKey) =>
  new Set(builtInRoles.find((role) => role.key === key)?.permissions);

describe('shellNavGroups', () => {
  it("lists the spec's MENU and OTHER entries (and Activity, D50) in order, Logout as an action", () => {
    const onLogout = vi.fn();
    const [menu, other] = shellNavGroups(onLogout, everything);
    expect(menu?.title).toBe('MENU');
    expect(menu?.items.map((item) => [item.label, 'href' in item ? item.href : null])).toEqual([
      ['Dashboard', '/'],
      ['Travelers', '/travelers'],
      ['Partners', '/partners'],
      ['Riders', '/riders'],
      ['Products', '/products'],
      ['Orders', '/orders'],
      ['Refunds', '/refund'],
    ]);
    expect(other?.title).toBe('OTHER');
    expect(other?.items.map((item) => item.label)).toEqual([
      'Support',
      'Activity',
      'Settings',
      'Logout',
    ]);
    const logout = other?.items[3];
    if (!logout || !('onPress' in logout)) throw new Error('Logout is not a button');
    logout.onPress();
    expect(onLogout).toHaveBeenCalledTimes(1);
  });

  it('gives the palette every sidebar link, and not Logout', () => {
    const screens = paletteScreens(shellNavGroups(vi.fn(), everything));
    expect(screens.map((screen) => screen.label)).toEqual([
      'Dashboard',
      'Travelers',
      'Partners',
      'Riders',
      'Products',
      'Orders',
      'Refunds',
      'Support',
      'Activity',
      'Settings',
    ]);
    expect(screens[6]).toEqual({ label: 'Refunds', href: '/refund' });
  });

  it('lists only the screens the role may open, and keeps Dashboard, Settings and Logout', () => {
    const labels = (key: BuiltInRoleKey) =>
      shellNavGroups(vi.fn(), roleGrants(key)).flatMap((group) =>
        group.items.map((item) => item.label),
      );
    expect(labels('support')).toEqual([
      'Dashboard',
      'Travelers',
      'Partners',
      'Riders',
      'Products',
      'Orders',
      'Support',
      'Settings',
      'Logout',
    ]);
    expect(labels('operations')).not.toContain('Activity');
    expect(labels('finance')).toContain('Refunds');
    expect(labels('viewer')).toContain('Activity');
    expect(paletteScreens(shellNavGroups(vi.fn(), new Set())).map((s) => s.label)).toEqual([
      'Dashboard',
      'Settings',
    ]);
  });
});
