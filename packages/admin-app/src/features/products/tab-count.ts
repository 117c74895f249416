import type { PageMeta } from '@packlight/api-types';

const format = new Intl.NumberFormat('en-US').format;

/**
 * A status tab's count as shown, from the meta of a first page of its products: the exact total,
 * or '1,010+' when the server stopped counting there (`total_capped_at`: the real number is
 * higher), so a capped figure never reads as exact. Undefined until the meta is known.
 */
export function tabCountText(meta: PageMeta | undefined): string | undefined {
  if (meta === undefined) return undefined;
  return meta.total_capped_at === undefined ? format(meta.total) : `${format(meta.total)}+`;
}
