/**
 * The partners list, declared once: what a listed partner shows (by its API field), the
 * `?sort=` names the contract lists (`partnerSorts`), the search and the status filter. The
 * page, the whole list and the detail all read `partnerShown`, and `partnerResource` turns its
 * few stored forms (cents, dates) into the API's, so a new column is one line here
 * (docs/architecture.md, "Adding a list column").
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import type { ListQuery, PartnerSort } from '@packlight/api-types';
import type { Db } from '../db/index.ts';
import { partners, users } from '../db/schema/index.ts';
import {
  amongIds,
  indexedSortOrder,
  loadShown,
  searchTextWhere,
  statusWhere,
  type Sortable,
} from '../http/list-query.ts';
import { answerList } from '../http/streamed-list.ts';
import { partnerResource } from './resource.ts';

/**
 * What a partner shows, by API field: the partner's row and its owner's account. Only these
 * columns are read, not the stored search text and pieces (migration 0008).
 */
export const partnerShown = {
  id: partners.id,
  name: users.name,
  email: users.email,
  phone: users.phone,
  profile_photo: users.profilePhoto,
  business_name: partners.businessName,
  category: partners.category,
  location: partners.location,
  address: partners.address,
  latitude: partners.latitude,
  longitude: partners.longitude,
  tax_id: partners.taxId,
  status: partners.status,
  version: partners.version,
  availability: partners.availability,
  // Sales of Delivered and Completed orders, kept by triggers (D11, migration 0017).
  total_sales: partners.salesCents,
  average_rating: partners.averageRating,
  reviews_count: partners.reviewsCount,
  latest_complaint: partners.latestComplaint,
  created_at: partners.createdAt,
};

/**
 * `?sort=` names and what they sort on. Each column has a (column, id) index in both directions
 * (db/schema/partners.ts); name and email are the owner's, read through the users' own index.
 */
export const partnerSortColumns: Record<PartnerSort, Sortable> = {
  id: partners.id,
  name: users.name,
  email: users.email,
  business_name: partners.businessName,
  category: partners.category,
  status: partners.status,
  average_rating: partners.averageRating,
  total_sales: partners.salesCents,
  created_at: partners.createdAt,
};

/** The owner's sorts, which join users to pick a page. */
const ownerSorts: ReadonlySet<string> = new Set<PartnerSort>(['name', 'email']);

/** The same sorts for a search's collected matches: the owner's columns copied on the row. */
const matchSortable = { ...partnerSortColumns, name: partners.userName, email: partners.userEmail };

const newestFirst = [desc(partners.createdAt), desc(partners.id)];

/** The partners of a page or a whole list's batch, as the API shows them. */
export function shownPartners(db: Db, ids: number[]) {
  return db
    .select(partnerShown)
    .from(partners)
    .innerJoin(users, eq(users.id, partners.userId))
    .where(amongIds(partners.id, ids));
}

/** The list's `?status=`: the tab the app calls Approved holds the Active partners. */
function statusQuery(query: ListQuery): ListQuery {
  return query.status?.trim().toLowerCase() === 'approved' ? { ...query, status: 'Active' } : query;
}

/** GET /partners: searched on owner name, email and business name, filtered, sorted, paged. */
export async function listPartners(db: Db, query: ListQuery) {
  const ownerSort = query.sort !== undefined && ownerSorts.has(query.sort);
  const pick = {
    table: partners,
    id: partners.id,
    where: and(
      searchTextWhere(query, partners.searchText),
      statusWhere(statusQuery(query), partners.status),
    ),
    joins: ownerSort ? sql`join ${users} on ${users.id} = ${partners.userId}` : undefined,
    order: indexedSortOrder(query, partnerSortColumns, partners.id, newestFirst),
    ...(ownerSort && {
      matchOrder: indexedSortOrder(query, matchSortable, partners.id, newestFirst),
      collectColumns: sql`${partners.id}, ${partners.userName}, ${partners.userEmail}`,
    }),
  };
  const load = loadShown((ids) => shownPartners(db, ids), partnerResource);
  return answerList(db, query, pick, load);
}
