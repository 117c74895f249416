import { sql } from 'drizzle-orm';
import { orders } from '../db/schema/index.ts';

/**
 * An order counts as a sale once it reached the traveler (Completed or Delivered, any case):
 * Revenue is the sum of these, and a partner's total sales its share of it.
 */
export const isSale = sql`lower(${orders.status}) in ('completed', 'delivered')`;
