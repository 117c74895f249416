import { eq } from 'drizzle-orm';
import type { Db } from '../db/index.ts';
import { orders, riders } from '../db/schema/index.ts';
import { notFound, validationFailed } from '../http/errors.ts';
import { recordActivity } from '../activity/record.ts';
import { subjectLabelSql } from '../activity/labels.ts';
import { assignedOrderStatus } from './order-states.ts';

/**
 * Gives a pending, unassigned order to an active rider; the order becomes Processing (D43). The order row is locked while the rules
 * are checked, so two administrators assigning at once cannot both win; a refusal changes nothing.
 */
export async function assignRider(
  db: Db,
  orderId: number,
  riderId: number,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [order] = await tx
      .select({ status: orders.status, riderId: orders.riderId })
      .from(orders)
      .where(eq(orders.id, orderId))
      .for('update');
    if (!order) throw notFound();
    if (order.riderId !== null) {
      throw validationFailed({ order_id: ['This order already has a rider.'] });
    }
    if (order.status !== 'Pending') {
      throw validationFailed({
        order_id: [`Only a Pending order can be given a rider; this one is ${order.status}.`],
      });
    }

    const [rider] = await tx
      .select({ status: riders.status, name: subjectLabelSql('rider', riderId) })
      .from(riders)
      .where(eq(riders.id, riderId));
    if (!rider) throw validationFailed({ rider_id: ['The selected rider id is invalid.'] });
    if (rider.status !== 'Active') {
      throw validationFailed({ rider_id: ['This rider is suspended and cannot take orders.'] });
    }

    await tx
      .update(orders)
      .set({ riderId, assignedAt: now, status: assignedOrderStatus })
      .where(eq(orders.id, orderId));
    await recordActivity(tx, {
      action: 'assigned',
      subjectType: 'order',
      subjectId: orderId,
      changes: { rider: { before: null, after: rider.name } },
    });
  });
}
