import type { Product } from '@packlight/api-types';
import { searchLocal, sortLocal } from '../../lib/list/local-list.ts';

/** The sortable columns of a partner's Products tab (docs/product/part-2.md §2). */
export const partnerProductSorts = [
  'product_id',
  'name',
  'condition_grade',
  'stock',
  'buy_price',
] as const;
export type PartnerProductSort = (typeof partnerProductSorts)[number];

const sortValue: Record<PartnerProductSort, (product: Product) => string | number | null> = {
  product_id: (product) => (product.product_id == null ? null : String(product.product_id)),
  name: (product) => product.name?.toLowerCase() ?? null,
  condition_grade: (product) => product.condition_grade ?? null,
  stock: (product) => product.stock ?? null,
  buy_price: (product) => product.buy_price ?? null,
};

/** Products searched on name and product id (case-insensitive), then sorted. */
export function shownProducts(
  products: readonly Product[],
  search: string,
  sort: string | null,
  dir: 'asc' | 'desc',
): readonly Product[] {
  const found = searchLocal(products, search, (product) => [
    product.name,
    product.product_id == null ? null : String(product.product_id),
  ]);
  const valueOf = sort && sort in sortValue ? sortValue[sort as PartnerProductSort] : null;
  return sortLocal(found, valueOf, dir);
}
