import * as z from 'zod/mini';
import { addressSchema } from './address.ts';
import { fileUrlSchema, idSchema, recordVersionSchema, timestampSchema } from './common.ts';
import { enumField, idListField } from './fields.ts';
import { travelerBulkStatuses, travelerStatuses } from './options.ts';
import { orderSchema } from './order.ts';
import { caseInsensitiveEnum, moneySchema } from './values.ts';

/** A traveler as the list shows them; `order` is there for its count. */
export const travelerSchema = z.object({
  id: idSchema,
  name: z.nullish(z.string()),
  email: z.nullish(z.string()),
  phone: z.nullish(z.string()),
  country: z.nullish(z.string()),
  profile_photo: z.nullish(fileUrlSchema),
  status: caseInsensitiveEnum(travelerStatuses),
  /** The record's version; its ETag is `etagOf(version)`, for If-Match (D55). */
  version: recordVersionSchema,
  order: z.nullish(z.array(orderSchema)),
  last_active: z.nullish(timestampSchema),
});
export type Traveler = z.infer<typeof travelerSchema>;

/** A traveler's profile: the list fields plus history, spend and addresses. */
export const travelerDetailSchema = z.extend(travelerSchema, {
  status: z.nullish(caseInsensitiveEnum(travelerStatuses)),
  created_at: z.nullish(timestampSchema),
  total_amount_spent: z.nullish(moneySchema),
  /** When the newest order was placed (the Last Order age); the orders hold it too. */
  last_order_at: z.nullish(timestampSchema),
  addresses: z.nullish(z.array(addressSchema)),
});
export type TravelerDetail = z.infer<typeof travelerDetailSchema>;

/** POST /travelers/bulk-update: Activate or Deactivate the chosen travelers. */
export const travelerBulkUpdatePayloadSchema = z.object({
  ids: idListField('ids'),
  status: enumField('status', travelerBulkStatuses),
});
export type TravelerBulkUpdatePayload = z.input<typeof travelerBulkUpdatePayloadSchema>;

/** POST /travelers/export: the travelers to put in the CSV. */
export const travelerExportPayloadSchema = z.object({ ids: idListField('ids') });
export type TravelerExportPayload = z.input<typeof travelerExportPayloadSchema>;

/**
 * The travelers list's `?sort=` names: the server sorts on each through an index, and the app
 * keeps only these in its address. A name outside them is ignored.
 */
export const travelerSorts = [
  'id',
  'name',
  'email',
  'phone',
  'country',
  'status',
  'orders',
  'last_active',
  'created_at',
] as const;
export type TravelerSort = (typeof travelerSorts)[number];
