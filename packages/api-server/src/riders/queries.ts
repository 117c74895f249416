import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/index.ts';
import { orders, riderDocuments, riders, users } from '../db/schema/index.ts';
import { orderSummaries } from '../orders/summaries.ts';
import { shownRiders } from './list.ts';
import { riderResource, type RiderRecord } from './resource.ts';

/** A rider and its account, whole rows (for a change), or null for an unknown id. */
export async function findRider(db: Db, id: number): Promise<RiderRecord | null> {
  const [row] = await db
    .select({ rider: riders, user: users })
    .from(riders)
    .innerJoin(users, eq(users.id, riders.userId))
    .where(eq(riders.id, id));
  return row ?? null;
}

export async function riderDocumentRows(db: Db, riderId: number) {
  return db
    .select()
    .from(riderDocuments)
    .where(eq(riderDocuments.riderId, riderId))
    .orderBy(asc(riderDocuments.id));
}

/** GET /riders/{id}: the rider with licence images and delivered orders; null when unknown. */
export async function riderDetail(db: Db, id: number, today: string) {
  const [shown] = await shownRiders(db, [id]);
  if (!shown) return null;
  const [documents, order] = await Promise.all([
    riderDocumentRows(db, id),
    orderSummaries(db, eq(orders.riderId, id)),
  ]);
  const latest = (kind: 'license_front' | 'license_back') => {
    const document = documents.findLast((row) => row.kind === kind);
    return document ? { id: document.id, file_path: document.filePath } : null;
  };
  return {
    ...riderResource(shown, today),
    documents: { license_front: latest('license_front'), license_back: latest('license_back') },
    order,
  };
}
