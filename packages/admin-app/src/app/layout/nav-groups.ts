import type { AppShellNavGroup } from '@packlight/ui';
import { mayOpen, type Granted } from '../../lib/access/access.ts';
import { paths } from '../../lib/paths.ts';

/**
 * The sidebar of docs/product/part-1.md ("Shell"): MENU, then OTHER ending with Logout, a button that asks
 * first. An entry is current when its path equals or prefixes the page's ('/' only exactly);
 * AppShell applies that rule. Only the screens the role may open are listed (decisions.md D71);
 * the palette's screens come from here too.
 */
export function shellNavGroups(onLogout: () => void, granted: Granted): AppShellNavGroup[] {
  const groups: AppShellNavGroup[] = [
    {
      title: 'MENU',
      items: [
        { label: 'Dashboard', href: paths.dashboard.href() },
        { label: 'Travelers', href: paths.travelers.href() },
        { label: 'Partners', href: paths.partners.href() },
        { label: 'Riders', href: paths.riders.href() },
        { label: 'Products', href: paths.products.href() },
        { label: 'Orders', href: paths.orders.href() },
        { label: 'Refunds', href: paths.refunds.href() },
      ],
    },
    {
      title: 'OTHER',
      items: [
        { label: 'Support', href: paths.support.href() },
        { label: 'Activity', href: paths.activity.href() },
        { label: 'Settings', href: paths.settings.href() },
        { label: 'Logout', onPress: onLogout },
      ],
    },
  ];
  return groups.map((group) => ({
    ...group,
    items: group.items.filter((item) => !('href' in item) || mayOpen(granted, item.href)),
  }));
}

/** The screens the command palette jumps to: every sidebar entry that is a link. */
export function paletteScreens(
  groups: readonly AppShellNavGroup[],
): { label: string; href: string }[] {
  return groups.flatMap((group) =>
    group.items.flatMap((item) =>
      'href' in item && item.href ? [{ label: item.label, href: item.href }] : [],
    ),
  );
}
