import { asc, eq } from 'drizzle-orm';
import type { Refund } from '@packlight/api-types';
import type { Db } from '../db/index.ts';
import { refundImages } from '../db/schema/index.ts';
import { findOrder } from '../orders/queries.ts';
import { partnerParty, travelerParty } from '../orders/parties.ts';
import { shownRefunds } from './list.ts';
import { refundResource } from './resource.ts';

/** A refund with its evidence, the whole order, and both parties; null if there is none. */
export async function findRefund(db: Db, id: number): Promise<Refund | null> {
  const [row] = await shownRefunds(db, [id]);
  if (!row) return null;
  const images = await db
    .select()
    .from(refundImages)
    .where(eq(refundImages.refundId, id))
    .orderBy(asc(refundImages.id));
  return {
    ...refundResource(row),
    images: images.map((image) => ({ id: image.id, image_path: image.imagePath })),
    order: await findOrder(db, row.order.id),
    traveler: await travelerParty(db, row.traveler.id),
    partner: await partnerParty(db, row.partner.id),
  };
}
