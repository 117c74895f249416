import type { PartnerStatus } from '@packlight/api-types';
import type { ListExtras } from '../../lib/list/preload-list-page.ts';

/**
 * The partners list's tabs (docs/product/part-2.md §2), in order, named by the status they list
 * (the reference's 'Approved' tab lists Active partners: D48). Active is the first, so a
 * plain /partners opens it; the address names the others (`?tab=pending`).
 */
export const partnerTabs = ['approved', 'pending', 'suspended'] as const;
export type PartnerTab = (typeof partnerTabs)[number];

export const partnerTabLabels: Record<PartnerTab, string> = {
  approved: 'Active',
  pending: 'Pending',
  suspended: 'Suspended',
};

/** The status each tab lists (the `approved` id stays for old links). */
export const partnerTabStatus: Record<PartnerTab, PartnerStatus> = {
  approved: 'Active',
  pending: 'Pending',
  suspended: 'Suspended',
};

/** The tab a list state's `tab` names ('' is the first tab). */
export function partnerTabOf(tab: string): PartnerTab {
  return partnerTabs.find((candidate) => candidate === tab) ?? 'approved';
}

/** The list call's values for the shown tab: the status it lists. */
export const partnerPageExtras: ListExtras = (state) => ({
  status: partnerTabStatus[partnerTabOf(state.tab)],
});
