/**
 * The products list, declared once: what a listed product shows (by its API field), the
 * `?sort=` names the contract lists (`productSorts`), the search and the status filter. The page,
 * the whole list and the detail read `productShown`; `productResource` turns its stored forms
 * (cents, dates) into the API's (docs/architecture.md, "Adding a list column").
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import type { ListQuery, ProductSort } from '@packlight/api-types';
import type { Db } from '../db/index.ts';
import { partners, productImages, products, users } from '../db/schema/index.ts';
import {
  amongIds,
  indexedSortOrder,
  loadShown,
  searchTextWhere,
  sortColumns,
  statusWhere,
  type Sortable,
} from '../http/list-query.ts';
import { answerList } from '../http/streamed-list.ts';
import { productResource } from './resource.ts';

/** The first picture by position: what lists and order lines show. */
export const primaryImagePath = sql<string | null>`(
  select ${productImages.imagePath} from ${productImages}
  where ${productImages.productId} = ${products.id}
  order by ${productImages.position}, ${productImages.id} limit 1)`;

/**
 * What a product shows, by API field: the product's row, its partner and the partner's owner.
 * Only these columns are read, not the stored search text and pieces (migration 0008).
 */
export const productShown = {
  id: products.id,
  product_id: products.productCode,
  name: products.name,
  category: products.category,
  type: products.type,
  status: products.status,
  version: products.version,
  verification_status: products.verificationStatus,
  buy_price: products.buyPriceCents,
  deposit: products.depositCents,
  stock: products.stock,
  condition_grade: products.conditionGrade,
  partner: {
    id: partners.id,
    name: users.name,
    email: users.email,
    profile_photo: users.profilePhoto,
    business_name: partners.businessName,
  },
  min_rental: products.minRentalDays,
  max_rental: products.maxRentalDays,
  late_fee: products.lateFeeCents,
  size: products.size,
  color: products.color,
  material: products.material,
  primary_image: primaryImagePath,
  created_at: products.createdAt,
};

/**
 * `?sort=` names and what they sort on, each through an index of the products table: the
 * partner's name is copied onto the product by triggers (migration 0008).
 */
export const productSortColumns: Record<ProductSort, Sortable> = {
  id: products.id,
  product_id: products.productCode,
  name: products.name,
  partner_name: products.partnerName,
  condition_grade: products.conditionGrade,
  stock: products.stock,
  status: products.status,
  buy_price: products.buyPriceCents,
  created_at: products.createdAt,
};

/** The products of a page, a whole list's batch or a detail, with their partner. */
export function shownProducts(db: Db, ids: number[]) {
  return db
    .select(productShown)
    .from(products)
    .innerJoin(partners, eq(partners.id, products.partnerId))
    .innerJoin(users, eq(users.id, partners.userId))
    .where(amongIds(products.id, ids));
}

// The tabs' names for the stored statuses, as the partners list also calls Active "Approved".
const statusAliases: Record<string, string> = { approved: 'Active', inactive: 'Pending' };

/** GET /products: newest first unless sorted; searched by product and partner names. */
export async function listProducts(db: Db, query: ListQuery) {
  const status = query.status && (statusAliases[query.status.toLowerCase()] ?? query.status);
  const pick = {
    table: products,
    id: products.id,
    where: and(
      searchTextWhere(query, products.searchText),
      statusWhere({ status }, products.status),
    ),
    order: indexedSortOrder(query, productSortColumns, products.id, [
      desc(products.createdAt),
      desc(products.id),
    ]),
    collectColumns: sortColumns(productSortColumns),
  };
  const load = loadShown((ids) => shownProducts(db, ids), productResource);
  return answerList(db, query, pick, load);
}
