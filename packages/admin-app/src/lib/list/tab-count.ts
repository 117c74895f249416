import type { PageMeta } from '@packlight/api-types';

const format = new Intl.NumberFormat('en-US').format;

/**
 * A list tab's count as shown, from the meta of a first page of the tab: the exact total, or
 * '210+' when the server stopped counting there (`total_capped_at`: the real number is higher),
 * so a capped figure never reads as exact. Undefined until the meta is known. Every count comes
 * from a first page at the list's page size, the call the tab makes when shown, so a capped
 * count stops at the same figure in every tab and page (a later page would count further).
 */
export function tabCountText(meta: PageMeta | undefined): string | undefined {
  if (meta === undefined) return undefined;
  return meta.total_capped_at === undefined ? format(meta.total) : `${format(meta.total)}+`;
}

// The one rule of every tabbed list's counts: a first page of the shown tab carries its count
// (the rows on screen, so it stays while a new search loads); the other tabs, and the shown one on
// a later page (whose capped total stops further on), ask for a first page of their own once the
// list's page is in, so its rows come first (the server answers one query at a time).

/** Whether tab `id` asks for a first page of its own to read its count (`shown` is on screen). */
export function isTabCountAsked<Id>(meta: PageMeta | undefined, shown: Id, id: Id): boolean {
  return meta !== undefined && (id !== shown || meta.current_page !== 1);
}

/** The shown tab's count, from the rows on screen (as the footer); undefined past page 1. */
export function shownTabCount(meta: PageMeta | undefined): string | undefined {
  return meta?.current_page === 1 ? tabCountText(meta) : undefined;
}
