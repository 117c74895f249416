import { and, eq, inArray, isNull } from 'drizzle-orm';
import { orders } from '../db/schema/index.ts';

/** The statuses of an order that is done with: it no longer needs a rider or counts as open. */
export const closedOrderStatuses = ['Delivered', 'Completed', 'Cancelled'] as const;

/** The status an order takes when a rider is assigned (docs/product/decisions.md D43). */
export const assignedOrderStatus = 'Processing';

/** An order waiting for a rider: Pending with none (docs/product/part-2.md §4). */
export const waitingForRider = and(eq(orders.status, 'Pending'), isNull(orders.riderId));

/** A Delivered, Completed or Cancelled order (the orders list's Closed tab, D43). */
export const isClosedOrder = inArray(orders.status, [...closedOrderStatuses]);
