import { describe, expect, it, vi } from 'vitest';
import { paletteScreens, shellNavGroups } from './nav-groups.ts';

describe('shellNavGroups', () => {
  it("lists the spec's MENU and OTHER entries (and Activity, D50) in order, Logout as an action", () => {
    const onLogout = vi.fn();
    const [menu, other] = shellNavGroups(onLogout);
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
    const screens = paletteScreens(shellNavGroups(vi.fn()));
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
});
