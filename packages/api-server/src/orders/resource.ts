import type { Order } from '@packlight/api-types';
import { dollars } from '../db/money.ts';
import type { shownOrders } from './list.ts';

/** An order as the list and the detail read it (`orderShown`). */
export type OrderShown = Awaited<ReturnType<typeof shownOrders>>[number];

/**
 * An order as the API shows it: its shown fields as read, but for the stored forms the API
 * writes another way (cents as dollars, dates as ISO text, no rider while none is assigned).
 */
export function orderResource(shown: OrderShown): Order {
  const { rider } = shown;
  return {
    ...shown,
    created_at: shown.created_at.toISOString(),
    subtotal: dollars(shown.subtotal),
    discount: dollars(shown.discount),
    shipping: dollars(shown.shipping),
    total_price: dollars(shown.total_price),
    rider: rider.id === null ? null : { ...rider, id: rider.id },
  };
}
