import { z } from 'zod';
import { fileUrlSchema, idSchema, timestampSchema } from './common.ts';
import { enumField, idField } from './fields.ts';
import { productStatusActions, productStatuses } from './options.ts';
import { caseInsensitiveEnum, countSchema, moneySchema } from './values.ts';

export const productImageSchema = z.object({ id: idSchema.nullish(), image_url: fileUrlSchema });
export type ProductImage = z.infer<typeof productImageSchema>;

/** A product video: a link to a video site (`video_url`) or an uploaded file (`video_path`). */
export const productVideoSchema = z.object({
  id: idSchema.nullish(),
  video_url: z.string().nullish(),
  video_path: fileUrlSchema.nullish(),
  thumbnail: fileUrlSchema.nullish(),
});
export type ProductVideo = z.infer<typeof productVideoSchema>;

export const rentalStatsSchema = z.object({
  completed_rentals: countSchema.nullish(),
  cancelled_rentals: countSchema.nullish(),
});

/** The partner as a product shows them. */
export const productPartnerSchema = z.object({
  id: idSchema.nullish(),
  name: z.string().nullish(),
  email: z.string().nullish(),
  profile_photo: fileUrlSchema.nullish(),
  business_name: z.string().nullish(),
});

/**
 * A product (clothing piece), in lists and in detail. Rental products (`type` 'Rental') carry
 * rental days and fees; money is in dollars. A partner's product list says `inactive` for what is
 * awaiting approval, which reads as Pending.
 */
export const productSchema = z.object({
  id: idSchema,
  product_id: z.union([z.string(), z.number()]).nullish(),
  name: z.string().nullish(),
  category: z.string().nullish(),
  type: z.string().nullish(),
  status: caseInsensitiveEnum(productStatuses, { inactive: 'Pending' }),
  verification_status: z.string().nullish(),
  buy_price: moneySchema.nullish(),
  deposit: moneySchema.nullish(),
  stock: countSchema.nullish(),
  condition_grade: z.string().nullish(),
  partner: productPartnerSchema.nullish(),
  min_rental: countSchema.nullish(),
  max_rental: countSchema.nullish(),
  late_fee: moneySchema.nullish(),
  size: z.string().nullish(),
  color: z.string().nullish(),
  material: z.string().nullish(),
  rental_stats: rentalStatsSchema.nullish(),
  primary_image: fileUrlSchema.nullish(),
  images: z.array(productImageSchema).nullish(),
  videos: z.array(productVideoSchema).nullish(),
  created_at: timestampSchema.nullish(),
});
export type Product = z.infer<typeof productSchema>;

/** POST /products/status-update: accept makes Active; reject and suspended make it Suspended. */
export const productStatusUpdatePayloadSchema = z.object({
  id: idField('id'),
  status: enumField('status', productStatusActions),
});
export type ProductStatusUpdatePayload = z.input<typeof productStatusUpdatePayloadSchema>;
