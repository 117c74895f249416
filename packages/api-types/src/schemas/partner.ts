import { z } from 'zod';
import { availabilityFieldSchema } from '../normalise/availability.ts';
import { complaintSchema, fileUrlSchema, idSchema, timestampSchema } from './common.ts';
import { documentSchema } from './document.ts';
import { partnerStatuses } from './options.ts';
import { orderSchema } from './order.ts';
import { productSchema } from './product.ts';
import {
  caseInsensitiveEnum,
  coordinateSchema,
  countSchema,
  moneySchema,
  numberishSchema,
} from './values.ts';

/** A partner's verification documents: licence images and owner id card images. */
export const partnerDocumentsSchema = z.object({
  license: z.array(documentSchema).nullish(),
  owner_id_card: z.array(documentSchema).nullish(),
});
export type PartnerDocuments = z.infer<typeof partnerDocumentsSchema>;

/**
 * A partner (business seller), in the list and in detail. `name` is the owner. Status `Active`
 * is what the list calls Approved, and older rows say `approved`. `availability` arrives as an
 * object or a JSON string and is normalised (see `normaliseAvailability`).
 */
export const partnerSchema = z.object({
  id: idSchema,
  name: z.string().nullish(),
  email: z.string().nullish(),
  business_name: z.string().nullish(),
  category: z.string().nullish(),
  location: z.string().nullish(),
  address: z.string().nullish(),
  latitude: coordinateSchema.nullish(),
  longitude: coordinateSchema.nullish(),
  phone: z.string().nullish(),
  created_at: timestampSchema.nullish(),
  status: caseInsensitiveEnum(partnerStatuses, { approved: 'Active' }),
  products: z.array(productSchema).nullish(),
  order: z.array(orderSchema).nullish(),
  documents: partnerDocumentsSchema.nullish(),
  tax_id: z.string().nullish(),
  profile_photo: fileUrlSchema.nullish(),
  total_sales: moneySchema.nullish(),
  average_rating: numberishSchema.nullish(),
  reviews_count: countSchema.nullish(),
  latest_complaint: complaintSchema.nullish(),
  availability: availabilityFieldSchema,
});
export type Partner = z.infer<typeof partnerSchema>;
