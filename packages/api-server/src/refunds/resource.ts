import type { Refund } from '@packlight/api-types';
import { dollars } from '../db/money.ts';
import type { shownRefunds } from './list.ts';

/** A refund as the list and the detail read it (`refundShown`). */
export type RefundShown = Awaited<ReturnType<typeof shownRefunds>>[number];

/**
 * A refund as the API shows it: its shown fields as read, but for the stored forms the API
 * writes another way (cents as dollars, dates as ISO text).
 */
export function refundResource(shown: RefundShown): Refund {
  const { order } = shown;
  return {
    ...shown,
    requested_at: shown.requested_at.toISOString(),
    amount: dollars(shown.amount),
    order: {
      ...order,
      created_at: order.created_at.toISOString(),
      total_price: dollars(order.total_price),
    },
  };
}
