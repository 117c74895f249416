import { day, type DemoContext } from '../context.ts';
import type { CatalogueItem } from './products.ts';
import type { RiderRef } from './riders.ts';
import type { TravelerRef } from './travelers.ts';

/** A delivered (or completed) order, which a refund may be asked for. */
export interface DeliveredOrder {
  id: number;
  totalCents: number;
  createdAt: Date;
  travelerId: number;
}

const statusesInOrder = [
  'Pending',
  'Processing',
  'In Transit',
  'Shipped',
  'Delivered',
  'Completed',
  'Cancelled',
] as const;

/**
 * Orders over the last 13 months in every status (the first seven take one each), with lines,
 * payments and riders; answers the delivered ones, which refunds are drawn from.
 */
export function generateOrders(
  ctx: DemoContext,
  parties: {
    travelers: readonly TravelerRef[];
    riders: readonly RiderRef[];
    catalogue: ReadonlyMap<number, CatalogueItem[]>;
  },
): DeliveredOrder[] {
  const { options, random, now, data, at, pastDate } = ctx;
  const { travelers: travelerUsers, riders: riderRows, catalogue: productsByPartner } = parties;
  const partnersWithProducts = [...productsByPartner.keys()];
  const deliverable: DeliveredOrder[] = [];
  const activeRiders = riderRows.filter((rider) => rider.active);
  const riderPool = activeRiders.length > 0 ? activeRiders : riderRows;
  for (
    let i = 1;
    i <= options.orders && partnersWithProducts.length > 0 && travelerUsers.length > 0;
    i++
  ) {
    const createdAt = pastDate(395);
    const ageDays = (now - createdAt.getTime()) / day;
    const status =
      i <= statusesInOrder.length
        ? (statusesInOrder[i - 1] as string)
        : ageDays < 3
          ? random.weighted({
              Pending: 40,
              Processing: 25,
              'In Transit': 20,
              Shipped: 10,
              Cancelled: 5,
            })
          : ageDays < 10
            ? random.weighted({
                Pending: 8,
                Processing: 10,
                'In Transit': 12,
                Shipped: 20,
                Delivered: 40,
                Cancelled: 10,
              })
            : random.weighted({ Delivered: 45, Completed: 45, Cancelled: 10, Pending: 1 });
    const traveler = random.pick(travelerUsers);
    const partnerId = random.pick(partnersWithProducts);
    const catalogue = productsByPartner.get(partnerId) ?? [];
    const lines = random.sample(catalogue, Math.min(catalogue.length, random.int(1, 4)));
    let subtotal = 0;
    for (const line of lines) {
      const quantity = random.chance(0.8) ? 1 : random.int(2, 3);
      subtotal += line.priceCents * quantity;
      data.orderItems.push({
        orderId: i,
        productId: line.id,
        productName: line.name,
        productImage: line.image,
        priceCents: line.priceCents,
        quantity,
        totalCents: line.priceCents * quantity,
      });
    }
    const pending = status === 'Pending';
    const discount = !pending && random.chance(0.2) ? Math.round(subtotal * 0.1) : 0;
    const shipping = pending ? 0 : random.pick([0, 599, 999]);
    const total = subtotal - discount + shipping;
    const hasRider =
      !pending && !(status === 'Cancelled' && random.chance(0.6)) && riderPool.length > 0;
    const rider = hasRider ? random.pick(riderPool) : null;
    const moving = ['Processing', 'In Transit', 'Shipped'].includes(status);
    data.orders.push({
      id: i,
      travelerId: traveler.travelerId,
      partnerId,
      riderId: rider?.id ?? null,
      status,
      subtotalCents: subtotal,
      discountCents: discount,
      shippingCents: shipping,
      totalCents: total,
      eta: moving ? `${random.int(15, 90)} min` : pending ? `${random.int(1, 3)} days` : null,
      contactName: traveler.name,
      contactPhone: traveler.phone,
      assignedAt: rider ? at(createdAt.getTime() + random.int(5, 120) * 60_000) : null,
      createdAt,
      updatedAt: createdAt,
    });
    if (!pending) {
      const method = random.pick([
        'Visa •••• 4242',
        'Mastercard •••• 4444',
        'Apple Pay',
        'PayPal',
        'Amex •••• 0005',
      ]);
      data.transactions.push({
        orderId: i,
        paymentMethod: method,
        amountCents: total,
        feeCents: Math.round(total * 0.029) + 30,
        status: 'Completed',
        createdAt: at(createdAt.getTime() + 60_000),
      });
      if (status === 'Cancelled') {
        data.transactions.push({
          orderId: i,
          paymentMethod: method,
          amountCents: -total,
          feeCents: 0,
          status: 'Refunded',
          createdAt: at(createdAt.getTime() + day / 2),
        });
      }
    }
    if (status === 'Delivered' || status === 'Completed') {
      deliverable.push({ id: i, totalCents: total, createdAt, travelerId: traveler.travelerId });
    }
  }
  return deliverable;
}
