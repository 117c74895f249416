import type { PageMeta } from '@packlight/api-types';

const format = new Intl.NumberFormat('en-US').format;

/**
 * A list tab's count as shown, from the meta of a first page of the tab: the exact total, or
 * '210+' when the server stopped counting there (`total_capped_at`: the real number is higher),
 * so a capped figure never reads as exact. Undefined until the meta is known.
 *
 * Every tab's count is read from a first page at the list's page size, the very call the tab
 * makes when it is shown: a capped count then stops at the same figure in every tab and on
 * every page of it (a later page counts further, so its total would grow with the page).
 */
export function tabCountText(meta: PageMeta | undefined): string | undefined {
  if (meta === undefined) return undefined;
  return meta.total_capped_at === undefined ? format(meta.total) : `${format(meta.total)}+`;
}
