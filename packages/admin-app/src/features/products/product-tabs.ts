import type { ProductStatus } from '@packlight/api-types';
import type { ListExtras } from '../../lib/list/preload-list-page.ts';

/**
 * The products list's tabs, each the products in one status and named by it (docs/product/part-2.md
 * §2; the reference's 'Approved' tab is Active: D48). The `approved` id stays for old links.
 */
export const productTabs = [
  { id: 'approved', label: 'Active', status: 'Active' },
  { id: 'pending', label: 'Pending', status: 'Pending' },
  { id: 'suspended', label: 'Suspended', status: 'Suspended' },
] as const satisfies readonly { id: string; label: string; status: ProductStatus }[];
export type ProductTab = (typeof productTabs)[number];

/** The list state's `tab` values after the first (Approved is the plain address). */
export const laterProductTabs = ['pending', 'suspended'] as const;

/** The tab a list state's `tab` names; '' and unknown values are the first tab. */
export const productTabOf = (tab: string): ProductTab =>
  productTabs.find((candidate) => candidate.id === tab) ?? productTabs[0];

/** The list state's `tab` for a tab id: the first tab is written as ''. */
export const listTabOf = (id: string): string => (id === productTabs[0].id ? '' : id);

/** The list call's values for the shown tab: the status it lists. */
export const productPageExtras: ListExtras = (state) => ({
  status: productTabOf(state.tab).status,
});
