import { eq } from 'drizzle-orm';
import type { Db } from '../db/index.ts';
import { orders, refundImages, refunds } from '../db/schema/index.ts';
import { validationFailed } from '../http/errors.ts';
import { announceToAdmins, storeAdminNotifications } from '../notifications/admin-notifications.ts';
import { displayCode, nextId } from '../db/display-codes.ts';
import type { Broadcaster } from '../realtime/index.ts';

export interface RefundRequest {
  orderId: number;
  reason: string;
  /** Part of the order's total, in cents; the whole total when left out. */
  amountCents?: number;
  /** The traveler's evidence photos, as paths under /storage. */
  imagePaths?: readonly string[];
}

/** A traveler asks for money back on an order: the refund waits, Pending, for an administrator. */
export async function requestRefund(
  db: Db,
  broadcaster: Broadcaster,
  { orderId, reason, amountCents, imagePaths = [] }: RefundRequest,
): Promise<{ id: number }> {
  const { id, notices } = await db.transaction(async (tx) => {
    const [order] = await tx
      .select({ totalCents: orders.totalCents })
      .from(orders)
      .where(eq(orders.id, orderId));
    if (!order) throw validationFailed({ order_id: ['The selected order is invalid.'] });
    const amount = amountCents ?? order.totalCents;
    if (amount <= 0 || amount > order.totalCents) {
      throw validationFailed({ amount: ['A refund must be more than 0 and at most the total.'] });
    }

    const id = await nextId(tx, refunds);
    const code = displayCode('RF', id);
    await tx.insert(refunds).values({ id, orderId, refundCode: code, reason, amountCents: amount });
    if (imagePaths.length > 0) {
      await tx
        .insert(refundImages)
        .values(imagePaths.map((imagePath) => ({ refundId: id, imagePath })));
    }
    const notices = await storeAdminNotifications(tx, {
      type: 'App\\Notifications\\RefundRequested',
      permission: 'refunds:read',
      title: 'Refund requested',
      message: `Refund ${code} on order #ORD-${orderId} is waiting for a decision.`,
      url: `/refund/refundsdetail/${id}`,
    });
    return { id, notices };
  });
  await announceToAdmins(broadcaster, notices);
  return { id };
}
