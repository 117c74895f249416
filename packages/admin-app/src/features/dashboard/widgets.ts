import type { DashboardWidget } from '@packlight/api-types';
import { paths } from '../../lib/paths.ts';

/**
 * The figures GET /dashboard/states answers, in its order: the loading cards carry these labels,
 * so the grid has its final shape before the numbers arrive.
 */
export const widgetLabels = [
  'Total Travelers',
  'Active Partners',
  'Pending Orders',
  'Active Riders',
  'Revenue',
  'Open Refunds',
] as const;

/** Where a clickable widget leads. */
export interface WidgetLink {
  href: string;
}

const linkByLabel: Record<string, WidgetLink> = {
  'active partners': { href: paths.partners.href() },
  // The tab is list state in the address, so the link opens the Orders screen on Pending.
  'pending orders': { href: `${paths.orders.href()}?tab=pending` },
  'active riders': { href: paths.riders.href() },
};

/** Only Active Partners, Pending Orders and Active Riders are clickable (docs/product/part-1.md, "Dashboard"). */
export function widgetLink(label: string): WidgetLink | undefined {
  return linkByLabel[label.trim().toLowerCase()];
}

/** A widget's figure: counts with thousands separators, text as the server wrote it. */
export function widgetValue(value: DashboardWidget['value']): string {
  return typeof value === 'number' ? value.toLocaleString('en-US') : value;
}
