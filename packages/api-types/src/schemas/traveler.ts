import { z } from 'zod';
import { addressSchema } from './address.ts';
import { fileUrlSchema, idSchema, timestampSchema } from './common.ts';
import { enumField, idListField } from './fields.ts';
import { travelerBulkStatuses, travelerStatuses } from './options.ts';
import { orderSchema } from './order.ts';
import { caseInsensitiveEnum, moneySchema } from './values.ts';

/** A traveler as the list shows them; `order` is there for its count. */
export const travelerSchema = z.object({
  id: idSchema,
  name: z.string().nullish(),
  email: z.string().nullish(),
  phone: z.string().nullish(),
  country: z.string().nullish(),
  profile_photo: fileUrlSchema.nullish(),
  status: caseInsensitiveEnum(travelerStatuses),
  order: z.array(orderSchema).nullish(),
  last_active: timestampSchema.nullish(),
});
export type Traveler = z.infer<typeof travelerSchema>;

/** A traveler's profile: the list fields plus history, spend and addresses. */
export const travelerDetailSchema = travelerSchema.extend({
  status: caseInsensitiveEnum(travelerStatuses).nullish(),
  created_at: timestampSchema.nullish(),
  total_amount_spent: moneySchema.nullish(),
  addresses: z.array(addressSchema).nullish(),
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
