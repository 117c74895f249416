import { day, type DemoContext } from '../context.ts';
import { evidenceImagePath } from '../images.ts';
import { refundReasons } from '../shop-words.ts';
import type { DeliveredOrder } from './orders.ts';

/** Refunds on delivered orders, with evidence photos; the first three take one status each. */
export function generateRefunds(ctx: DemoContext, deliverable: readonly DeliveredOrder[]): void {
  const { options, random, now, data, at } = ctx;
  const refunded = random.sample(deliverable, Math.min(options.refunds, deliverable.length));
  refunded.forEach((order, index) => {
    const id = index + 1;
    const requestedAt = at(
      Math.min(now - 60_000, order.createdAt.getTime() + random.float(2, 20) * day),
    );
    const status =
      index < 3
        ? (['Pending', 'Processed', 'Rejected'] as const)[index]!
        : random.weighted({ Pending: 40, Processed: 40, Rejected: 20 });
    data.refunds.push({
      id,
      orderId: order.id,
      refundCode: `RF-${String(id).padStart(5, '0')}`,
      reason: random.pick(refundReasons),
      status,
      amountCents: random.chance(0.7)
        ? order.totalCents
        : Math.round(order.totalCents * random.float(0.2, 0.8)),
      requestedAt,
      decidedAt:
        status === 'Pending' ? null : at(requestedAt.getTime() + random.float(0.5, 5) * day),
    });
    for (let k = random.int(1, 3); k > 0; k--) {
      data.refundImages.push({ refundId: id, imagePath: evidenceImagePath(random.int(0, 50)) });
    }
  });
}
