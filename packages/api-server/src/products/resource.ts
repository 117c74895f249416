import type { Product } from '@packlight/api-types';
import { dollars, dollarsOrNull } from '../db/money.ts';
import type { shownProducts } from './list.ts';

/** A product as the list and the detail read it (`productShown`). */
export type ProductShown = Awaited<ReturnType<typeof shownProducts>>[number];

/**
 * A product as the API shows it: its shown fields as read, but for the stored forms the API
 * writes another way (cents as dollars, dates as ISO text).
 */
export function productResource(shown: ProductShown): Product {
  return {
    ...shown,
    buy_price: dollars(shown.buy_price),
    deposit: dollarsOrNull(shown.deposit),
    late_fee: dollarsOrNull(shown.late_fee),
    created_at: shown.created_at.toISOString(),
  };
}
