import { and, asc, eq } from 'drizzle-orm';
import type { RefundStatusAction } from '@packlight/api-types';
import type { Db } from '../db/index.ts';
import { refunds, transactions } from '../db/schema/index.ts';
import { notFound, validationFailed } from '../http/errors.ts';
import { recordActivity } from '../activity/record.ts';

/**
 * Decides a Pending refund. Approving records the payout against the order (a negative
 * transaction, as a cancelled order's refund is), in the same transaction; a refund already
 * decided stays as it is.
 */
export async function decideRefund(
  db: Db,
  id: number,
  status: RefundStatusAction,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [decided] = await tx
      .update(refunds)
      .set({ status, decidedAt: now })
      .where(and(eq(refunds.id, id), eq(refunds.status, 'Pending')))
      .returning();
    if (!decided) {
      const [refund] = await tx
        .select({ status: refunds.status })
        .from(refunds)
        .where(eq(refunds.id, id));
      if (!refund) throw notFound();
      throw validationFailed({
        status: [`This refund is already ${refund.status}; only a Pending refund can be decided.`],
      });
    }
    await recordActivity(tx, {
      action: status === 'Processed' ? 'approved' : 'rejected',
      subjectType: 'refund',
      subjectId: id,
      changes: { status: { before: 'Pending', after: status } },
    });
    if (status !== 'Processed') return;

    const [payment] = await tx
      .select({ method: transactions.paymentMethod })
      .from(transactions)
      .where(and(eq(transactions.orderId, decided.orderId), eq(transactions.status, 'Completed')))
      .orderBy(asc(transactions.id))
      .limit(1);
    await tx.insert(transactions).values({
      orderId: decided.orderId,
      paymentMethod: payment?.method ?? null,
      amountCents: -decided.amountCents,
      status: 'Refunded',
      createdAt: now,
    });
  });
}
