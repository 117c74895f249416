import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/index.ts';
import { orders, partnerDocuments, partners, users } from '../db/schema/index.ts';
import { orderSummaries } from '../orders/summaries.ts';
import { shownPartners } from './list.ts';
import { partnerProducts } from './products.ts';
import { partnerDocumentsResource, partnerResource, type PartnerRecord } from './resource.ts';

/** A partner and its owner, whole rows (for a change), or null for an unknown id. */
export async function findPartner(db: Db, id: number): Promise<PartnerRecord | null> {
  const [row] = await db
    .select({ partner: partners, owner: users })
    .from(partners)
    .innerJoin(users, eq(users.id, partners.userId))
    .where(eq(partners.id, id));
  return row ?? null;
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
  const [shown] = await shownPartners(db, [id]);
  if (!shown) return null;
  const [documents, products, order] = await Promise.all([
    partnerDocumentRows(db, id),
    partnerProducts(db, id),
    orderSummaries(db, eq(orders.partnerId, id)),
  ]);
  return {
    ...partnerResource(shown),
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
