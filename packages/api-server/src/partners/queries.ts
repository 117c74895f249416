import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { ListQuery } from '@packlight/api-types';
import type { Db } from '../db/index.ts';
import { orders, partnerDocuments, partners, users } from '../db/schema/index.ts';
import {
  amongIds,
  indexedSortOrder,
  inIdOrder,
  searchTextWhere,
  statusWhere,
} from '../http/list-query.ts';
import { answerList } from '../http/streamed-list.ts';
import { orderSummaries } from '../orders/summaries.ts';
import { partnerProducts } from './products.ts';
import { partnerDocumentsResource, partnerResource, type PartnerRecord } from './resource.ts';

function selectPartners(db: Db) {
  return db
    .select({ partner: partners, owner: users })
    .from(partners)
    .innerJoin(users, eq(users.id, partners.userId))
    .$dynamic();
}

type PartnerSelectRow = Awaited<ReturnType<typeof selectPartners>>[number];

// The partner's sales (orders Delivered or Completed, D11) are kept in partners.sales_cents by
// triggers (migration 0017): the one figure the list, the profile and the Top 5 show.
const toRecord = ({ partner, owner }: PartnerSelectRow): PartnerRecord => ({
  partner,
  owner,
  salesCents: partner.salesCents,
});

// Only the columns a listed partner shows: whole rows would also read the partner's and the
// owner's stored search text and search pieces (migration 0008).
const shownColumns = {
  partner: {
    id: partners.id,
    businessName: partners.businessName,
    category: partners.category,
    location: partners.location,
    address: partners.address,
    latitude: partners.latitude,
    longitude: partners.longitude,
    taxId: partners.taxId,
    status: partners.status,
    version: partners.version,
    availability: partners.availability,
    averageRating: partners.averageRating,
    reviewsCount: partners.reviewsCount,
    latestComplaint: partners.latestComplaint,
    createdAt: partners.createdAt,
  },
  owner: {
    name: users.name,
    email: users.email,
    phone: users.phone,
    profilePhoto: users.profilePhoto,
  },
  // The partner's sales (orders not cancelled), kept by triggers.
  salesCents: partners.salesCents,
};

/** The partners of a page or a whole list's batch, with the columns a listed partner shows. */
function shownPartners(db: Db, ids: number[]) {
  return db
    .select(shownColumns)
    .from(partners)
    .innerJoin(users, eq(users.id, partners.userId))
    .where(amongIds(partners.id, ids));
}

/** The fields of a partner and its owner that the API shows, as the list loads them. */
export type PartnerShown = Awaited<ReturnType<typeof shownPartners>>[number];

/** The list's `?status=`: the tab the app calls Approved holds the Active partners. */
function statusQuery(query: ListQuery): ListQuery {
  return query.status?.trim().toLowerCase() === 'approved' ? { ...query, status: 'Active' } : query;
}

/** `?sort=` names; name and email are the owner's (users columns, read through their index). */
const sortable = {
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

/** The same sorts for a search's collected matches: the owner's columns copied on the row. */
const matchSortable = {
  ...sortable,
  name: partners.userName,
  email: partners.userEmail,
};

/** GET /partners: searched on owner name, email and business name, filtered, sorted, paged. */
export async function listPartners(db: Db, query: ListQuery) {
  const where = and(
    searchTextWhere(query, partners.searchText),
    statusWhere(statusQuery(query), partners.status),
  );
  const newestFirst = [desc(partners.createdAt), desc(partners.id)];
  const order = indexedSortOrder(query, sortable, partners.id, newestFirst);
  const ownerSort = query.sort === 'name' || query.sort === 'email';
  const pick = {
    table: partners,
    id: partners.id,
    where,
    joins: ownerSort ? sql`join ${users} on ${users.id} = ${partners.userId}` : undefined,
    order,
    ...(ownerSort && {
      matchOrder: indexedSortOrder(query, matchSortable, partners.id, newestFirst),
      collectColumns: sql`${partners.id}, ${partners.userName}, ${partners.userEmail}`,
    }),
  };
  const load = async (ids: number[]) => {
    if (ids.length === 0) return [];
    const rows = await shownPartners(db, ids);
    return inIdOrder(ids, rows, (row) => row.partner.id).map(partnerResource);
  };
  return answerList(db, query, pick, load);
}

/** A partner and its owner, or null for an unknown id. */
export async function findPartner(db: Db, id: number): Promise<PartnerRecord | null> {
  const [row] = await selectPartners(db).where(eq(partners.id, id));
  return row ? toRecord(row) : null;
}

export async function partnerDocumentRows(db: Db, partnerId: number) {
  return db
    .select()
    .from(partnerDocuments)
    .where(eq(partnerDocuments.partnerId, partnerId))
    .orderBy(asc(partnerDocuments.id));
}

/** GET /partners/{id}: the partner with documents, products and orders; null when unknown. */
export async function partnerDetail(db: Db, id: number) {
  const record = await findPartner(db, id);
  if (!record) return null;
  const [documents, products, order] = await Promise.all([
    partnerDocumentRows(db, id),
    partnerProducts(db, id),
    orderSummaries(db, eq(orders.partnerId, id)),
  ]);
  return {
    ...partnerResource(record),
    documents: partnerDocumentsResource(documents),
    products,
    order,
  };
}

/** The partner whose owner has this email (a request for information names its recipient). */
export async function partnerIdByOwnerEmail(db: Db, email: string): Promise<number | null> {
  const [partner] = await db
    .select({ id: partners.id })
    .from(partners)
    .innerJoin(users, eq(users.id, partners.userId))
    .where(eq(users.email, email.trim().toLowerCase()))
    .limit(1);
  return partner?.id ?? null;
}
