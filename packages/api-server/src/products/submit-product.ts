import type { Db } from '../db/index.ts';
import { productImages, products } from '../db/schema/index.ts';
import { announceToAdmins, storeAdminNotifications } from '../notifications/admin-notifications.ts';
import { displayCode, nextId } from '../db/display-codes.ts';
import type { Broadcaster } from '../realtime/index.ts';

/** What a partner sends in for sale or rent (money in cents, as stored). */
export interface ProductSubmission {
  partnerId: number;
  name: string;
  type: 'Rental' | 'Purchase';
  buyPriceCents: number;
  stock: number;
  category?: string | null;
  conditionGrade?: string | null;
  size?: string | null;
  color?: string | null;
  material?: string | null;
  depositCents?: number | null;
  minRentalDays?: number | null;
  maxRentalDays?: number | null;
  lateFeeCents?: number | null;
  /** Paths under /storage, the first being the primary image. */
  imagePaths?: readonly string[];
}

/**
 * A partner's new product: it waits, Pending, for an administrator's approval, and every
 * administrator is told so.
 */
export async function submitProduct(
  db: Db,
  broadcaster: Broadcaster,
  { imagePaths = [], ...submission }: ProductSubmission,
): Promise<{ id: number }> {
  const { id, notices } = await db.transaction(async (tx) => {
    const id = await nextId(tx, products);
    await tx.insert(products).values({
      ...submission,
      id,
      productCode: displayCode('PRD', id),
      status: 'Pending',
      verificationStatus: 'Pending',
    });
    if (imagePaths.length > 0) {
      await tx
        .insert(productImages)
        .values(imagePaths.map((imagePath, position) => ({ productId: id, imagePath, position })));
    }
    const notices = await storeAdminNotifications(tx, {
      type: 'App\\Notifications\\ProductAwaitingApproval',
      permission: 'products:read',
      title: 'Product awaiting approval',
      message: `${submission.name} (${displayCode('PRD', id)}) is waiting for approval.`,
      url: `/products/productsdetail/${id}`,
    });
    return { id, notices };
  });
  await announceToAdmins(broadcaster, notices);
  return { id };
}
