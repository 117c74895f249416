import * as z from 'zod/mini';
import { partySchema } from './address.ts';
import { fileUrlSchema, idSchema, recordVersionSchema, timestampSchema } from './common.ts';
import { enumField, idField } from './fields.ts';
import { refundStatusActions, refundStatuses } from './options.ts';
import { orderSchema } from './order.ts';
import { caseInsensitiveEnum, moneySchema } from './values.ts';

/** A refund request on an order, with the traveler's evidence images. `amount` is in dollars. */
export const refundSchema = z.object({
  id: idSchema,
  refund_id: z.nullish(z.union([z.string(), z.number()])),
  orderId: z.nullish(z.union([idSchema, z.string()])),
  reason: z.nullish(z.string()),
  images: z.nullish(z.array(z.object({ id: z.nullish(idSchema), image_path: fileUrlSchema }))),
  order: z.nullish(orderSchema),
  traveler: z.nullish(partySchema),
  partner: z.nullish(partySchema),
  requested_at: z.nullish(timestampSchema),
  status: caseInsensitiveEnum(refundStatuses),
  /** The record's version; its ETag is `etagOf(version)`, for If-Match (D55). */
  version: recordVersionSchema,
  amount: z.nullish(moneySchema),
});
export type Refund = z.infer<typeof refundSchema>;

/**
 * The refunds list's `?sort=` names: the server sorts on each through an index, and the app
 * keeps only these in its address. A name outside them is ignored.
 */
export const refundSorts = [
  'id',
  'refund_id',
  'orderId',
  'traveler_name',
  'partner_name',
  'requested_at',
  'status',
  'amount',
] as const;
export type RefundSort = (typeof refundSorts)[number];

/** POST /refunds/status-update: Approve sends Processed, Reject sends Rejected. */
export const refundStatusUpdatePayloadSchema = z.object({
  id: idField('id'),
  status: enumField('status', refundStatusActions),
});
export type RefundStatusUpdatePayload = z.input<typeof refundStatusUpdatePayloadSchema>;
