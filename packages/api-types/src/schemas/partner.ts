import * as z from 'zod/mini';
import { availabilityFieldSchema } from '../normalise/availability.ts';
import {
  complaintSchema,
  fileUrlSchema,
  idSchema,
  recordVersionSchema,
  timestampSchema,
} from './common.ts';
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
  license: z.nullish(z.array(documentSchema)),
  owner_id_card: z.nullish(z.array(documentSchema)),
});
export type PartnerDocuments = z.infer<typeof partnerDocumentsSchema>;

/**
 * A partner (business seller), in the list and in detail. `name` is the owner. Status `Active`
 * is what the list calls Approved, and older rows say `approved`. `availability` arrives as an
 * object or a JSON string and is normalised (see `normaliseAvailability`).
 */
export const partnerSchema = z.object({
  id: idSchema,
  name: z.nullish(z.string()),
  email: z.nullish(z.string()),
  business_name: z.nullish(z.string()),
  category: z.nullish(z.string()),
  location: z.nullish(z.string()),
  address: z.nullish(z.string()),
  latitude: z.nullish(coordinateSchema),
  longitude: z.nullish(coordinateSchema),
  phone: z.nullish(z.string()),
  created_at: z.nullish(timestampSchema),
  status: caseInsensitiveEnum(partnerStatuses, { approved: 'Active' }),
  /** The record's version; its ETag is `etagOf(version)`, for If-Match (D55). */
  version: recordVersionSchema,
  products: z.nullish(z.array(productSchema)),
  order: z.nullish(z.array(orderSchema)),
  documents: z.nullish(partnerDocumentsSchema),
  tax_id: z.nullish(z.string()),
  profile_photo: z.nullish(fileUrlSchema),
  total_sales: z.nullish(moneySchema),
  average_rating: z.nullish(numberishSchema),
  reviews_count: z.nullish(countSchema),
  latest_complaint: z.nullish(complaintSchema),
  availability: availabilityFieldSchema,
});
export type Partner = z.infer<typeof partnerSchema>;

/**
 * The partners list's `?sort=` names: the server sorts on each through an index, and the app
 * keeps only these in its address. A name outside them is ignored.
 */
export const partnerSorts = [
  'id',
  'name',
  'email',
  'business_name',
  'category',
  'status',
  'average_rating',
  'total_sales',
  'created_at',
] as const;
export type PartnerSort = (typeof partnerSorts)[number];
