import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { ListQuery } from '@packlight/api-types';
import type { Db } from '../db/index.ts';
import { orders, partnerDocuments, partners, users } from '../db/schema/index.ts';
import { listAnswer, pageOf, searchWhere, sortOrder, statusWhere } from '../http/list-query.ts';
import { orderSummaries } from '../orders/summaries.ts';
import { partnerProducts } from './products.ts';
import { partnerDocumentsResource, partnerResource, type PartnerRecord } from './resource.ts';

/** The partner's sales in cents: every order that was not cancelled. */
const salesCents = sql<string | null>`(
  select sum(${orders.totalCents}) from ${orders}
  where ${orders.partnerId} = ${partners.id} and ${orders.status} <> 'Cancelled')`;

function selectPartners(db: Db) {
  return db
    .select({ partner: partners, owner: users, salesCents })
    .from(partners)
    .innerJoin(users, eq(users.id, partners.userId))
    .$dynamic();
}

type PartnerSelectRow = Awaited<ReturnType<typeof selectPartners>>[number];

const toRecord = ({ partner, owner, salesCents }: PartnerSelectRow): PartnerRecord => ({
  partner,
  owner,
  salesCents: Number(salesCents ?? 0),
});

/** The list's `?status=`: the tab the app calls Approved holds the Active partners. */
function statusQuery(query: ListQuery): ListQuery {
  return query.status?.trim().toLowerCase() === 'approved' ? { ...query, status: 'Active' } : query;
}

/** GET /partners: searched on owner name, email and business name, filtered, sorted, paged. */
export async function listPartners(db: Db, query: ListQuery) {
  const where = and(
    searchWhere(query, [users.name, users.email, partners.businessName]),
    statusWhere(statusQuery(query), partners.status),
  );
  const order = sortOrder(
    query,
    {
      id: partners.id,
      name: users.name,
      email: users.email,
      business_name: partners.businessName,
      category: partners.category,
      status: partners.status,
      average_rating: partners.averageRating,
      total_sales: sql`coalesce(${salesCents}, 0)`,
      created_at: partners.createdAt,
    },
    [desc(partners.createdAt), desc(partners.id)],
  );
  const { rows, total } = await pageOf(db, query, () =>
    selectPartners(db)
      .where(where)
      .orderBy(...order),
  );
  return listAnswer(
    query,
    rows.map((row) => partnerResource(toRecord(row))),
    total,
  );
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
