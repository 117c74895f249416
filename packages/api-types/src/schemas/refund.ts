import { z } from 'zod';
import { partySchema } from './address.ts';
import { fileUrlSchema, idSchema, timestampSchema } from './common.ts';
import { enumField, idField } from './fields.ts';
import { refundStatusActions, refundStatuses } from './options.ts';
import { orderSchema } from './order.ts';
import { caseInsensitiveEnum, moneySchema } from './values.ts';

/** A refund request on an order, with the traveler's evidence images. `amount` is in dollars. */
export const refundSchema = z.object({
  id: idSchema,
  refund_id: z.union([z.string(), z.number()]).nullish(),
  orderId: z.union([idSchema, z.string()]).nullish(),
  reason: z.string().nullish(),
  images: z.array(z.object({ id: idSchema.nullish(), image_path: fileUrlSchema })).nullish(),
  order: orderSchema.nullish(),
  traveler: partySchema.nullish(),
  partner: partySchema.nullish(),
  requested_at: timestampSchema.nullish(),
  status: caseInsensitiveEnum(refundStatuses),
  amount: moneySchema.nullish(),
});
export type Refund = z.infer<typeof refundSchema>;

/** POST /refunds/status-update: Approve sends Processed, Reject sends Rejected. */
export const refundStatusUpdatePayloadSchema = z.object({
  id: idField('id'),
  status: enumField('status', refundStatusActions),
});
export type RefundStatusUpdatePayload = z.input<typeof refundStatusUpdatePayloadSchema>;
